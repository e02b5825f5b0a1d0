import { describe, expect, it } from 'vitest';
import { canVisitPath } from '../../../app/menu';
import type { Role } from '../../../shared/permissions';
import type { Session } from '../../../shared/session/session';
import { visibleHeroes } from './heroes';

const guest: Session = { status: 'guest', user: null, csrfToken: null };
const as = (role: Role): Session => ({
  status: 'signed-in',
  csrfToken: 't',
  user: { id: 'id', role, displayName: 'X' },
});
const heroesOf = (session: Session) => visibleHeroes((path) => canVisitPath(path, session)).map((hero) => hero.variant);

describe('home heroes', () => {
  it('offers visitors and students the courses, the shop and the exams', () => {
    expect(heroesOf(guest)).toEqual(['courses', 'shop', 'exams']);
    expect(heroesOf(as('USER'))).toEqual(['courses', 'shop', 'exams']);
  });

  it('offers no Courses or Shop tab to roles the catalogue excludes (it would lead to "no access")', () => {
    for (const role of ['INSTRUCTOR', 'ADMIN'] as const) {
      expect(heroesOf(as(role)), role).toEqual(['exams']);
    }
  });

  it('shows only calls to action the viewer may open', () => {
    for (const role of ['USER', 'INSTRUCTOR', 'ADMIN', 'B2B', 'SELLER'] as const) {
      const canVisit = (path: string) => canVisitPath(path, as(role));
      for (const hero of visibleHeroes(canVisit)) {
        expect(
          hero.actions.some((action) => canVisit(action.to)),
          `${role} ${hero.variant}`,
        ).toBe(true);
      }
    }
  });
});
