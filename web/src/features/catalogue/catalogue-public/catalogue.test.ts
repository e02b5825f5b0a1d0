import { describe, expect, it } from 'vitest';
import {
  announcedReduction,
  pricesDiffer,
  contentLanguage,
  coursePath,
  filterSearch,
  hasVisibleText,
  isUploadedVideo,
  isWebLink,
  readCourseCategories,
  readProductFilter,
  toggle,
} from './catalogue';
import { COURSE_CATEGORIES } from '../../../shared/catalogue/labels';
import { formatMoney } from '../../../shared/format';

const params = (search: string) => new URLSearchParams(search);

describe('course categories from the address', () => {
  it('reads repeated and comma-separated values, ignores unknown ones, keeps the enum order', () => {
    expect(readCourseCategories(params('?category=CERTIFIED&category=open'))).toEqual(['OPEN', 'CERTIFIED']);
    expect(readCourseCategories(params('?category=TECHNICAL,PARTICULAR,NOPE'))).toEqual(['PARTICULAR', 'TECHNICAL']);
  });

  it('preselects the shortcut routes of spec 2 and lets ?category= override them', () => {
    expect(readCourseCategories(params(''), 'courses-special')).toEqual(['PARTICULAR']);
    expect(readCourseCategories(params(''), 'courses-open')).toEqual(['OPEN']);
    expect(readCourseCategories(params(''), 'courses-specialized')).toEqual(['TECHNICAL']);
    expect(readCourseCategories(params(''), 'courses-certified')).toEqual(['CERTIFIED']);
    expect(readCourseCategories(params('?category=OPEN'), 'courses-certified')).toEqual(['OPEN']);
    expect(readCourseCategories(params(''), 'courses')).toEqual([]);
  });
});

describe('shop filter from the address', () => {
  it('reads categories and the menu kind', () => {
    expect(readProductFilter(params('?kind=DRONE'))).toEqual({ categories: [], kind: 'DRONE' });
    expect(readProductFilter(params('?category=ACCESSORY&category=VOUCHER&kind=bogus'))).toEqual({
      categories: ['ACCESSORY', 'VOUCHER'],
      kind: null,
    });
  });

  it('writes the filter back as a query string', () => {
    expect(filterSearch(['EQUIPMENT', 'GADGET'], 'PLANE')).toBe('?category=EQUIPMENT&category=GADGET&kind=PLANE');
    expect(filterSearch([], null)).toBe('');
  });
});

describe('helpers', () => {
  it('toggles a value in enumeration order', () => {
    expect(toggle(['CERTIFIED'], 'OPEN', COURSE_CATEGORIES)).toEqual(['OPEN', 'CERTIFIED']);
    expect(toggle(['OPEN', 'CERTIFIED'], 'OPEN', COURSE_CATEGORIES)).toEqual(['CERTIFIED']);
  });

  it('maps the interface locale to the content language, Polish by default', () => {
    expect(contentLanguage('en')).toBe('EN');
    expect(contentLanguage('pl')).toBe('PL');
    expect(contentLanguage(undefined)).toBe('PL');
  });

  it('announces the cheapest reduced variant and whether the "from" price is that one', () => {
    expect(announcedReduction([{ priceGross: 100 }, { priceGross: 200 }])).toBeNull();
    const cheapReduced = { priceGross: 90, omnibusLowestPriceGross: 120 };
    expect(announcedReduction([{ priceGross: 150 }, cheapReduced])).toEqual({
      variant: cheapReduced,
      isCheapest: true,
    });
    const dearReduced = { priceGross: 300, omnibusLowestPriceGross: 350 };
    expect(announcedReduction([{ priceGross: 100 }, dearReduced])).toEqual({ variant: dearReduced, isCheapest: false });
  });

  it('tells uploaded videos, web links and empty rich text apart', () => {
    expect(isUploadedVideo('/api/v1/files/0b7c')).toBe(true);
    expect(isUploadedVideo('https://youtube.com/watch?v=1')).toBe(false);
    expect(isWebLink('https://example.com')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(hasVisibleText('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleText('<p>Hi</p>')).toBe(true);
  });

  it('encodes ids in details paths', () => {
    expect(coursePath('Q291cnNlOjE=')).toBe('/courses/Q291cnNlOjE%3D/details');
  });
});

describe('money', () => {
  it('formats grosze as PLN in Polish and English', () => {
    expect(formatMoney(129_900, 'pl')).toMatch(/^1\s299,00\szł$/);
    expect(formatMoney(129_900, 'en')).toMatch(/^PLN\s1,299\.00$/);
    expect(formatMoney(14_900, 'pl')).toMatch(/^149,00\szł$/);
  });
});

describe('pricesDiffer', () => {
  it('says "from" only when the variants have different prices', () => {
    expect(pricesDiffer([])).toBe(false);
    expect(pricesDiffer([{ priceGross: 49_000 }])).toBe(false);
    expect(pricesDiffer([{ priceGross: 49_000 }, { priceGross: 49_000 }, { priceGross: 49_000 }])).toBe(false);
    expect(pricesDiffer([{ priceGross: 49_000 }, { priceGross: 59_000 }])).toBe(true);
  });
});
