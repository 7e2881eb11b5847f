import { LangLink } from '@tomaru/ui/lang';
import type { LayoutName } from '@tomaru/ui/remote';
import { SITE_NAME } from '@tomaru/ui/title';
import type { ReactNode } from 'react';
import { LanguageSelector } from './language-selector';

function Header() {
  return (
    <header className="site-header">
      <LangLink to="/" className="site-name">
        {SITE_NAME}
      </LangLink>
      <LanguageSelector />
    </header>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <p>Powered by {SITE_NAME}</p>
    </footer>
  );
}

/**
 * The five layouts of the spec: default (header and footer), empty (the centre box alone), no footer,
 * no header, bare (the page as it is).
 */
export function Layout({
  name = 'default',
  wide,
  children,
}: {
  name?: LayoutName;
  wide?: boolean;
  children: ReactNode;
}) {
  if (name === 'bare') return <>{children}</>;
  const main = (
    <main id="main" className={wide ? 'layout-main layout-main--wide' : 'layout-main'}>
      {name === 'empty' ? <div className="center-box">{children}</div> : children}
    </main>
  );
  return (
    <div className={`layout layout--${name}`}>
      {name === 'default' || name === 'noFooter' ? <Header /> : null}
      {main}
      {name === 'default' || name === 'noHeader' ? <Footer /> : null}
    </div>
  );
}
