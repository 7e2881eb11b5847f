// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HotelGallery } from './hotel-gallery';

i18n.load('ja', {});
i18n.activate('ja');
afterEach(cleanup);

const photo = {
  url: '/images/1/aaa.webp',
  srcset: '/images/1/aaa.webp 480w, /images/1/bbb.webp 960w',
  alt: 'Lobby',
  width: 960,
  height: 640,
};

describe('HotelGallery', () => {
  it('shows each photo with its widths, its alt text and lazy loading', () => {
    render(
      <I18nProvider i18n={i18n}>
        <HotelGallery images={[photo, { ...photo, url: '/images/1/ccc.webp', alt: 'Bath' }]} />
      </I18nProvider>,
    );
    const lobby = screen.getByRole('img', { name: 'Lobby' });
    expect(lobby.getAttribute('srcset')).toBe(photo.srcset);
    expect(lobby.getAttribute('sizes'), 'the browser picks a width for the screen').toContain('80vw');
    expect(lobby.getAttribute('loading')).toBe('lazy');
    expect(lobby.getAttribute('width'), 'the box is reserved before the photo loads').toBe('960');
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('shows nothing for a hotel without photos', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <HotelGallery images={[]} />
      </I18nProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
