// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { LayoutName } from '@tomaru/ui/remote';
import { afterEach, describe, expect, it } from 'vitest';
import { Layout } from './layout';
import { renderWithRouter } from './render-with-router';

afterEach(cleanup);

describe('layouts', () => {
  it.each([
    ['default', true, true],
    ['noFooter', true, false],
    ['noHeader', false, true],
    ['empty', false, false],
    ['bare', false, false],
  ] as [LayoutName, boolean, boolean][])('%s: header %s, footer %s', async (name, header, footer) => {
    const { container } = renderWithRouter(() => (
      <Layout name={name}>
        <p>page body</p>
      </Layout>
    ));
    await screen.findByText('page body');
    expect(container.querySelector('header') !== null, 'header').toBe(header);
    expect(container.querySelector('footer') !== null, 'footer').toBe(footer);
    if (footer) expect(screen.getByText('Powered by Tomaru')).toBeTruthy();
    expect(container.querySelector('main') !== null, 'main landmark').toBe(name !== 'bare');
    expect(container.querySelector('.center-box') !== null, 'centre box').toBe(name === 'empty');
  });

  it('offers the five languages, each named in itself, off hotel pages', async () => {
    renderWithRouter(() => (
      <Layout>
        <p>x</p>
      </Layout>
    ));
    const select = (await screen.findByLabelText('言語')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '日本語',
      'English',
      '한국어',
      '简体中文',
      '繁體中文',
    ]);
  });
});
