import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HeroVariant } from '../../../shared/ui/illustrations';

export interface HeroAction {
  to: string;
  label: MessageDescriptor;
  testId: string;
}

export interface Hero {
  variant: HeroVariant;
  tab: MessageDescriptor;
  eyebrow: MessageDescriptor;
  heading: MessageDescriptor;
  text: MessageDescriptor;
  /** The area the hero presents: shown only to visitors who may open it (an instructor has no shop). */
  area?: string;
  /** In order of preference; the first two the visitor may open are shown. */
  actions: readonly HeroAction[];
}

/** The home page's three hero variants (spec 2): courses, shop, exams and practice. */
export const HEROES: readonly Hero[] = [
  {
    variant: 'courses',
    tab: msg`Courses`,
    area: '/courses',
    eyebrow: msg`Drone pilot courses`,
    heading: msg`Become a certified drone pilot`,
    text: msg`Online, mixed and stationary courses for the open and specific categories, led by experienced instructors. Learn at your own pace and fly with confidence.`,
    actions: [
      { to: '/courses', label: msg`Browse courses`, testId: 'hero-courses-cta' },
      { to: '/consultation', label: msg`Free 15-minute consultation`, testId: 'hero-consultation-cta' },
      { to: '/about-exams', label: msg`About exams`, testId: 'hero-about-exams-cta' },
    ],
  },
  {
    variant: 'shop',
    tab: msg`Shop`,
    area: '/shop',
    eyebrow: msg`Drone shop`,
    heading: msg`Drones and gear for every mission`,
    text: msg`Drones, accessories, software and vouchers, delivered within 3 business days. You can return purchases within 30 days.`,
    actions: [
      { to: '/shop', label: msg`Visit the shop`, testId: 'hero-shop-cta' },
      { to: '/shop?category=ACCESSORY', label: msg`See accessories`, testId: 'hero-accessories-cta' },
      { to: '/insurance', label: msg`Drone insurance`, testId: 'hero-insurance-cta' },
    ],
  },
  {
    variant: 'exams',
    tab: msg`Exams and practice`,
    eyebrow: msg`Exams and practice`,
    heading: msg`Pass your exam with confidence`,
    text: msg`Quizzes after every lesson, practice flights with an instructor and exams of 60 or 120 minutes, booked online when it suits you.`,
    actions: [
      { to: '/exams', label: msg`My exams`, testId: 'hero-exams-cta' },
      { to: '/about-exams', label: msg`How the exams work`, testId: 'hero-about-exams-cta' },
      { to: '/exercises', label: msg`Book practice`, testId: 'hero-exercises-cta' },
      { to: '/faq', label: msg`Read the FAQ`, testId: 'hero-faq-cta' },
    ],
  },
];

/** Auto-rotation period of the heroes. */
export const HERO_ROTATION_MS = 8000;

/**
 * The heroes this visitor is offered: those whose area they may open and that have a call to
 * action for them, so no tab leads to "no access".
 */
export function visibleHeroes(canVisit: (path: string) => boolean): Hero[] {
  return HEROES.filter(
    (hero) => (!hero.area || canVisit(hero.area)) && hero.actions.some((action) => canVisit(action.to)),
  );
}
