import { useLingui } from '@lingui/react/macro';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import { HrefLink } from '@tomaru/ui/url';

type Screen = 'edit' | 'child-edit' | 'settings';

/**
 * The price item's three screens, linked from each of them (issue 21: the child prices and the rank
 * calendar were reachable only by typing their URL). The plan chosen on one plan screen stays chosen
 * on the other.
 */
export function PriceNav({ current, planId }: { current: Screen; planId: number | null }) {
  const { t } = useLingui();
  const lang = useLang();
  const { basePath } = useBackOffice();
  const plan = planId === null ? '' : `?plan_id=${planId}`;
  const screens: { screen: Screen; href: string; label: string }[] = [
    { screen: 'edit', href: `${basePath}/price/edit${plan}`, label: t`料金表` },
    { screen: 'child-edit', href: `${basePath}/price/child-edit${plan}`, label: t`子供料金・会員割引` },
    { screen: 'settings', href: `${basePath}/price/settings`, label: t`料金ランクとカレンダー` },
  ];
  return (
    <nav className="price-nav" aria-label={t`料金表のメニュー`}>
      <ul>
        {screens.map(({ screen, href, label }) => (
          <li key={screen}>
            <HrefLink href={langPath(lang, href)} aria-current={screen === current ? 'page' : undefined}>
              {label}
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
