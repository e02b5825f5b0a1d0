import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A person in a table cell or a card: the name in bold over the e-mail, each on one line. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {email}
      </Typography>
    </Box>
  );
}
