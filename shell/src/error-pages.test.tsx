// @vitest-environment happy-dom
import { notFound } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { ApiError } from '@tomaru/ui/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, BackOfficeNotFound, ErrorPage, ErrorPageBoundary, errorStatus } from './error-pages';
import { renderWithRouter } from './render-with-router';

afterEach(cleanup);

function Broken(): never {
  throw new Error('the error page broke');
}

describe('error pages', () => {
  it.each([
    [404, 'ページが存在しません', '404 Not Found'],
    [500, '処理中にエラーが発生しました', '500 Internal Server Error'],
    [503, 'エラーが発生しました', 'An error occurred'],
    [403, 'エラーが発生しました', 'An error occurred'],
  ])('shows the texts of the spec for %i', async (status, heading, line) => {
    renderWithRouter(() => <ErrorPage status={status} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe(`${heading} | Tomaru`);
  });

  it('takes the status of the error or the response, else 500', () => {
    expect(errorStatus(notFound())).toBe(404);
    expect(errorStatus(new ApiError(503, 'unavailable', ''))).toBe(503);
    expect(errorStatus(new AppError(500, 'Unknown middleware: x'))).toBe(500);
    expect(errorStatus({ status: 418 })).toBe(418);
    expect(errorStatus(new Error('boom'))).toBe(500);
  });

  it("says 'This page could not be found' in the back office", async () => {
    renderWithRouter(() => <BackOfficeNotFound />);
    expect(await screen.findByText(/This page could not be found/)).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('falls back to a plain message with a link home when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(() => (
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>
    ));
    expect(await screen.findByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });
});
