import { describe, expect, it } from 'vitest';
import { widthsFor } from './resize';

describe('widthsFor', () => {
  it('makes the three standard widths of a large photo', () => {
    expect(widthsFor(4032)).toEqual([480, 960, 1600]);
  });

  it('never enlarges: a 1200 px photo gives 480, 960 and itself', () => {
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
  });

  it('sends a small photo as it is, once', () => {
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(480)).toEqual([480]);
  });
});
