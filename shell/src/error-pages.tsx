import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound } from '@tanstack/react-router';
import { ApiError } from '@tomaru/ui/api';
import { LangLink } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { Component, type ReactNode, useEffect } from 'react';
import { Layout } from './layout';

/** An error with an HTTP-like status and a message fit to show (e.g. an unknown middleware). */
export class AppError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'AppError';
    this.status = status;
  }
}

/** The status an error page shows: the error's or the response's status, else 500. */
export function errorStatus(error: unknown): number {
  if (isNotFound(error)) return 404;
  if (error instanceof ApiError || error instanceof AppError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * An SPA answers every page with HTTP 200, so error pages tell search engines themselves not to
 * index them (the status the page stands for is in its data-status).
 */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The error page: 404, 500 and any other status, with the spec's texts. */
export function ErrorPage({ status, detail }: { status: number; detail?: string | undefined }) {
  const { t } = useLingui();
  const heading =
    status === 404
      ? t`ページが存在しません`
      : status === 500
        ? t`処理中にエラーが発生しました`
        : t`エラーが発生しました`;
  const statusLine =
    status === 404 ? '404 Not Found' : status === 500 ? '500 Internal Server Error' : 'An error occurred';
  usePageTitle(heading);
  useNoIndex();
  return (
    <section className="error-page" data-status={status}>
      <h1>{heading}</h1>
      <p className="error-page__status" lang="en">
        {statusLine}
      </p>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      <p>
        <LangLink to="/">
          <Trans>トップページへ戻る</Trans>
        </LangLink>
      </p>
    </section>
  );
}

/** The page for an error thrown while loading or rendering a route. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const status = errorStatus(error);
  if (status >= 500) console.error(error);
  // Only our own errors carry a message fit to show (e.g. "Unknown middleware: name").
  const detail = error instanceof AppError ? error.message : undefined;
  return <ErrorPage status={status} detail={detail} />;
}

/** Back-office pages that do not exist (an unknown item, function or id). */
export function BackOfficeNotFound() {
  const { t } = useLingui();
  const text = t`This page could not be found`;
  usePageTitle(text);
  useNoIndex();
  return (
    <section className="error-page error-page--backoffice" data-status={404}>
      <h1>
        <span className="error-page__code">404</span> {text}
      </h1>
    </section>
  );
}

/**
 * The back-office 404 as a page of its own, without the frame and its menu: an area that does not
 * exist (`/admin/<anything else>`), or a hotel, chain or union that does not exist or is not the
 * viewer's (`/admin/chainhotel/3` for chain 1).
 */
export function BackOfficeNotFoundPage() {
  return (
    <Layout name="empty">
      <BackOfficeNotFound />
    </Layout>
  );
}

/** If the error page itself fails, say so plainly and offer the way home. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The error page failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="error-page">
        <p>An error occurred while showing the error page</p>
        <p>
          <a href="/">Home</a>
        </p>
      </main>
    );
  }
}
