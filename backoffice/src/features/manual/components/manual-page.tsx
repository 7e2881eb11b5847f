import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { manualQuery } from '../api/manual';

/** How to use the back office, for the role whose screens are shown, in the page's language. */
export function ManualPage() {
  const { t } = useLingui();
  const { role } = useBackOffice();
  const { data } = useSuspenseQuery(manualQuery(useLang()));
  usePageTitle(t`マニュアル`);
  const sections = data.filter((s) => s.roles.includes(role));
  return (
    <article className="manual" style={{ maxWidth: '48rem', overflowWrap: 'anywhere' }}>
      <h1>
        <Trans>マニュアル</Trans>
      </h1>
      <nav aria-label={t`目次`}>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#manual-${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={`manual-${s.id}`} aria-labelledby={`manual-${s.id}-title`}>
          <h2 id={`manual-${s.id}-title`}>{s.title}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
