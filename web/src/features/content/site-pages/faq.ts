import { sanitizeRichText } from '../../../shared/rich-text/sanitize';

export interface FaqItem {
  question: string;
  /** Sanitized HTML of everything up to the next question. */
  answer: string;
  /** Question and answer as plain text, lower case, without accents: what the filter searches. */
  search: string;
}

export interface FaqGroup {
  /** The h2 above the questions (empty for questions before any h2). */
  title: string;
  /** Text between the heading and the first question. */
  intro: string;
  items: FaqItem[];
}

/** Lower case and without diacritics, so "zrodlo" finds "źródło" and "A2" finds "a2". */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

/**
 * Reads the FAQ's rich text as questions and answers: each h3 (or each h2 when the text has no
 * h3) is a question and what follows it, up to the next heading of its level or above, its answer;
 * with h3 questions, the h2 headings group them. Text before the first question is the intro.
 */
export function parseFaq(html: string): { intro: string; groups: FaqGroup[] } {
  const safe = sanitizeRichText(html);
  if (!safe || typeof DOMParser === 'undefined') return { intro: safe, groups: [] };
  const body = new DOMParser().parseFromString(`<body>${safe}</body>`, 'text/html').body;
  const nodes = Array.from(body.childNodes);
  const questionTag = body.querySelector(':scope > h3') ? 'H3' : 'H2';
  const groupTag = questionTag === 'H3' ? 'H2' : null;

  let intro = '';
  const groups: FaqGroup[] = [];
  let group: FaqGroup | null = null;
  let item: FaqItem | null = null;
  const htmlOf = (node: ChildNode) =>
    node.nodeType === 1 ? (node as Element).outerHTML : node.nodeType === 3 ? (node.textContent ?? '') : '';

  for (const node of nodes) {
    const tag = node.nodeType === 1 ? (node as Element).tagName : '';
    if (tag === groupTag) {
      group = { title: node.textContent?.trim() ?? '', intro: '', items: [] };
      groups.push(group);
      item = null;
    } else if (tag === questionTag) {
      if (!group) {
        group = { title: '', intro: '', items: [] };
        groups.push(group);
      }
      item = { question: node.textContent?.trim() ?? '', answer: '', search: '' };
      group.items.push(item);
    } else if (item) {
      item.answer += htmlOf(node);
    } else if (group) {
      group.intro += htmlOf(node);
    } else {
      intro += htmlOf(node);
    }
  }
  for (const g of groups) {
    for (const i of g.items) {
      const answerText = new DOMParser().parseFromString(`<body>${i.answer}</body>`, 'text/html').body.textContent;
      i.search = searchable(`${i.question} ${answerText ?? ''}`);
    }
  }
  return { intro: intro.trim(), groups: groups.filter((g) => g.items.length || g.intro.trim()) };
}
