import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { useLang } from '@tomaru/ui/lang';
import { useState } from 'react';
import { asciiPostcode, type PostcodeAddress, postcodeAddressesQuery } from '../api/postcode';

type Found =
  | { kind: 'idle' }
  | { kind: 'none' }
  | { kind: 'many'; addresses: PostcodeAddress[] }
  | { kind: 'failed'; message: string };

/**
 * "住所を検索" beside the postcode: looks the typed postcode up and fills the prefecture and the
 * Japanese address from it; several addresses are offered as buttons, none is said under the field.
 */
export function PostcodeLookup({
  read,
  write,
  apply,
}: {
  /** The postcode as typed. */
  read: () => string;
  /** Puts the postcode back made ASCII (what the form then saves). */
  write: (postcode: string) => void;
  /** Fills the form from the address chosen. */
  apply: (address: PostcodeAddress) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const errorText = useErrorText('staff');
  const queryClient = useQueryClient();
  const [found, setFound] = useState<Found>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  function choose(address: PostcodeAddress) {
    apply(address);
    setFound({ kind: 'idle' });
  }

  async function lookUp() {
    const postcode = asciiPostcode(read());
    write(postcode);
    setBusy(true);
    try {
      const addresses = await queryClient.fetchQuery(postcodeAddressesQuery(postcode, lang));
      const [only] = addresses;
      if (!only) setFound({ kind: 'none' });
      else if (addresses.length === 1) choose(only);
      else setFound({ kind: 'many', addresses });
    } catch (error) {
      const code = error instanceof ApiError ? (error.issues[0]?.code ?? error.code) : error;
      setFound({ kind: 'failed', message: errorText(code) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="postcode-lookup">
      <button type="button" className="button" disabled={busy} onClick={lookUp}>
        <Trans>住所を検索</Trans>
      </button>
      {found.kind === 'none' ? (
        <p className="field__error" role="status">
          <Trans>この郵便番号の住所が見つかりません。</Trans>
        </p>
      ) : found.kind === 'failed' ? (
        <p className="field__error" role="alert">
          {found.message}
        </p>
      ) : found.kind === 'many' ? (
        <fieldset aria-label={t`住所の候補`} className="postcode-lookup__choices">
          <p className="field__hint">
            <Trans>この郵便番号には住所が複数あります。選んでください。</Trans>
          </p>
          {found.addresses.map((a) => (
            <button
              key={`${a.prefecture}-${a.city}-${a.town}`}
              type="button"
              className="button"
              onClick={() => choose(a)}
            >
              {a.prefecture_name} {a.city}
              {a.town}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
