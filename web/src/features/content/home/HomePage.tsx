import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useCanVisit } from '../../../shared/navigation/access';
import { HeroIllustration } from '../../../shared/ui/illustrations';
import { HERO_ROTATION_MS, visibleHeroes } from './heroes';
import { QuestionnaireSection } from './questionnaire/QuestionnaireSection';

const FEATURES = [
  {
    to: '/courses',
    icon: SchoolOutlinedIcon,
    title: msg`Courses`,
    text: msg`Theory online, practice with an instructor, certificates on completion.`,
    testId: 'feature-courses',
  },
  {
    to: '/about-exams',
    icon: FactCheckOutlinedIcon,
    title: msg`Exams`,
    text: msg`Book an exam date online and see your result as soon as it is verified.`,
    testId: 'feature-exams',
  },
  {
    to: '/shop',
    icon: StorefrontOutlinedIcon,
    title: msg`Shop`,
    text: msg`Drones, planes, multi-rotor aircraft, accessories and software.`,
    testId: 'feature-shop',
  },
  {
    to: '/consultation',
    icon: SupportAgentOutlinedIcon,
    title: msg`Free consultation`,
    text: msg`15 minutes on the phone with an expert; we call back within 30 minutes on business days.`,
    testId: 'feature-consultation',
  },
] as const;

const FACTS = [
  { value: '120 m', label: msg`Flight height limit in the open category` },
  { value: '12–16 h', label: msg`Theory for the specific category` },
  { value: '60 / 120 min', label: msg`Exam length` },
  { value: 'NSTS-01…08', label: msg`National standard scenarios` },
] as const;

/** /home: three hero variants (rotating or chosen), what the academy offers, a consultation call. */
export default function HomePage() {
  const { t, i18n } = useLingui();
  const canVisit = useCanVisit();
  const heroes = visibleHeroes(canVisit);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = !stopped && !hovered && !reducedMotion && heroes.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % heroes.length), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, heroes.length]);

  const shown = index < heroes.length ? index : 0;
  const hero = heroes[shown] ?? heroes[0]!;
  const actions = hero.actions.filter((action) => canVisit(action.to)).slice(0, 2);

  return (
    <>
      <Box
        component="section"
        aria-roledescription={t`carousel`}
        aria-label={t`Highlights`}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        sx={{
          background: 'linear-gradient(135deg, #0b2545 0%, #0b2545 35%, #075985 100%)',
          color: '#ffffff',
          pt: { xs: 3, md: 5 },
          pb: { xs: 4, md: 6 },
        }}
      >
        <Container maxWidth="lg">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 1 }}>
            <Tabs
              value={shown}
              onChange={(_event, value: number) => {
                setIndex(value);
                setStopped(true);
              }}
              aria-label={t`Choose a highlight`}
              textColor="inherit"
              variant="scrollable"
              allowScrollButtonsMobile
              slotProps={{ indicator: { style: { backgroundColor: '#7dd3fc', height: 3 } } }}
            >
              {heroes.map((item, i) => (
                <Tab
                  key={item.variant}
                  id={`hero-tab-${item.variant}`}
                  aria-controls={`hero-panel-${item.variant}`}
                  label={i18n._(item.tab)}
                  value={i}
                  data-testid={`hero-tab-${item.variant}`}
                  sx={{ color: '#e0f2fe', '&.Mui-selected': { color: '#ffffff' }, minHeight: 40 }}
                />
              ))}
            </Tabs>
            {reducedMotion || heroes.length < 2 ? null : (
              <IconButton
                color="inherit"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? t`Resume rotation` : t`Pause rotation`}
                data-testid="hero-rotation-toggle"
              >
                {stopped ? <PlayArrowIcon /> : <PauseIcon />}
              </IconButton>
            )}
          </Stack>
          <Box
            role="tabpanel"
            id={`hero-panel-${hero.variant}`}
            aria-labelledby={`hero-tab-${hero.variant}`}
            aria-live={rotating ? 'off' : 'polite'}
            data-testid={`hero-${hero.variant}`}
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 6 },
              gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
              alignItems: 'center',
              minHeight: { md: 360 },
            }}
          >
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography
                component="p"
                sx={{
                  color: '#7dd3fc',
                  fontWeight: 700,
                  textTransform: 'uppercase',
                  letterSpacing: '0.08em',
                  fontSize: '0.8rem',
                }}
              >
                {i18n._(hero.eyebrow)}
              </Typography>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.1 }}>
                {i18n._(hero.heading)}
              </Typography>
              <Typography sx={{ fontSize: '1.05rem', color: '#e2e8f0', maxWidth: 560 }}>{i18n._(hero.text)}</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
                {actions.map((action, i) => (
                  <Button
                    key={action.testId}
                    component={RouterLink}
                    to={action.to}
                    size="large"
                    variant={i === 0 ? 'contained' : 'outlined'}
                    color={i === 0 ? 'primary' : 'inherit'}
                    endIcon={i === 0 ? <ArrowForwardIcon /> : undefined}
                    data-testid={action.testId}
                    sx={
                      i === 0 ? { bgcolor: '#0ea5e9', color: '#0b2545', '&:hover': { bgcolor: '#7dd3fc' } } : undefined
                    }
                  >
                    {i18n._(action.label)}
                  </Button>
                ))}
              </Stack>
            </Stack>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <HeroIllustration variant={hero.variant} />
            </Box>
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" sx={{ mb: 3 }}>
          <Trans>What we offer</Trans>
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          {FEATURES.filter((feature) => canVisit(feature.to)).map((feature) => {
            const Icon = feature.icon;
            return (
              <li key={feature.testId}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={feature.to}
                    sx={{ height: '100%' }}
                    data-testid={feature.testId}
                  >
                    <CardContent>
                      <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
                      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                        {i18n._(feature.title)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {i18n._(feature.text)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            );
          })}
        </Box>

        <Box
          component="section"
          aria-labelledby="home-facts"
          sx={{ mt: { xs: 4, md: 6 }, p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: '#e0f2fe' }}
        >
          <Typography id="home-facts" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
            <Trans>Flying by the rules</Trans>
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
          >
            {FACTS.map((fact) => (
              <Box key={fact.value} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {i18n._(fact.label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.4rem', color: 'secondary.main' }}>
                  {fact.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>

        <QuestionnaireSection />

        {canVisit('/consultation') ? (
          <Box
            component="section"
            aria-labelledby="home-consultation"
            sx={{
              mt: { xs: 4, md: 6 },
              p: { xs: 3, md: 4 },
              borderRadius: 3,
              bgcolor: 'secondary.main',
              color: '#ffffff',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ maxWidth: 640 }}>
              <Typography id="home-consultation" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
                <Trans>Not sure which course to choose?</Trans>
              </Typography>
              <Typography sx={{ color: '#e2e8f0' }}>
                <Trans>
                  Book a free 15-minute phone consultation. We call back within 30 minutes on business days, Monday to
                  Friday 10:00–18:00.
                </Trans>
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to="/consultation"
              variant="contained"
              size="large"
              sx={{ bgcolor: '#7dd3fc', color: '#0b2545', '&:hover': { bgcolor: '#bae6fd' } }}
              data-testid="home-consultation-cta"
            >
              <Trans>Book a consultation</Trans>
            </Button>
          </Box>
        ) : null}
      </Container>
    </>
  );
}
