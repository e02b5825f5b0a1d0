import { describe, expect, it } from 'vitest';
import { fileProblem } from './segments';

describe('lesson segment files', () => {
  const file = (name: string, size = 10) => ({ name, size });

  it('accepts the extensions of spec 5 for each kind, in any letter case', () => {
    expect(fileProblem('VIDEO', file('intro.MP4'), null)).toBeNull();
    expect(fileProblem('AUDIO', file('a.mp3'), null)).toBeNull();
    expect(fileProblem('IMAGE', file('p.jpeg'), null)).toBeNull();
    expect(fileProblem('IMAGE', file('p.JPG'), null)).toBeNull();
    expect(fileProblem('IMAGE', file('p.png'), null)).toBeNull();
    expect(fileProblem('FILE', file('notes.docx'), null)).toBeNull();
    expect(fileProblem('FILE', file('no-extension'), null)).toBeNull();
  });

  it('refuses another extension, an empty file and one over the limit', () => {
    expect(fileProblem('VIDEO', file('clip.mov'), null)).toBe('type');
    expect(fileProblem('AUDIO', file('a.wav'), null)).toBe('type');
    expect(fileProblem('IMAGE', file('p.gif'), null)).toBe('type');
    expect(fileProblem('IMAGE', file('png'), null)).toBe('type');
    expect(fileProblem('FILE', file('x.bin', 0), null)).toBe('empty');
    expect(fileProblem('VIDEO', file('a.mp4', 101), 100)).toBe('size');
    expect(fileProblem('VIDEO', file('a.mp4', 100), 100)).toBeNull();
  });
});
