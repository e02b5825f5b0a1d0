/** Amounts in Polish words for the invoice ("słownie"): "sto dwadzieścia trzy złote 45/100". */

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];
/** [singular, plural 2–4, plural 5+] */
const SCALES: [string, string, string][] = [
  ['', '', ''],
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
];
const ZLOTY: [string, string, string] = ['złoty', 'złote', 'złotych'];

/** Which plural form a count takes: 1 → 0, 2–4 (not 12–14) → 1, else 2. */
function form(n: number): 0 | 1 | 2 {
  if (n === 1) return 0;
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 1 : 2;
}

function below1000(n: number): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else words.push(TENS[Math.floor(rest / 10)]!, UNITS[rest % 10]!);
  return words.filter(Boolean);
}

/** A whole number in words ("zero" for 0). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a natural number: ${n}`);
  if (n === 0) return 'zero';
  const words: string[] = [];
  let scale = 0;
  let rest = n;
  const groups: string[][] = [];
  while (rest > 0) {
    const group = rest % 1000;
    if (group > 0) {
      const scaleWords = SCALES[scale];
      if (!scaleWords) throw new RangeError(`Too large: ${n}`);
      const name = scale === 0 ? '' : scaleWords[form(group)];
      // "tysiąc", not "jeden tysiąc".
      groups.unshift([...(scale > 0 && group === 1 ? [] : below1000(group)), name].filter(Boolean));
    }
    rest = Math.floor(rest / 1000);
    scale += 1;
  }
  for (const group of groups) words.push(...group);
  return words.join(' ');
}

/** Grosze in words: złote in words and grosze as a fraction, e.g. "dwa złote 05/100". */
export function amountInWords(grosze: number): string {
  const zloty = Math.floor(grosze / 100);
  const fraction = String(grosze % 100).padStart(2, '0');
  return `${numberInWords(zloty)} ${ZLOTY[form(zloty)]} ${fraction}/100`;
}
