import { Trans, useLingui } from '@lingui/react/macro';
import { LangLink } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { useState } from 'react';
import { readLastReceipt } from '../api/issue-receipt';
import { ReceiptDocument } from './receipt-document';

// The print sheet: A4 portrait, the receipt alone (the print button and the links are not printed).
const PRINT_CSS = `
@page { size: A4 portrait; margin: 18mm; }
.print-sheet { max-width: 210mm; margin: 0 auto; padding: 1rem; background: #fff; }
@media print {
  body { background: #fff; }
  .print-sheet { padding: 0; max-width: none; }
  .print-sheet__tools { display: none; }
}
`;

/** /print (bare layout): the last receipt issued in this tab, laid out for an A4 sheet. */
export function PrintPage() {
  const { t } = useLingui();
  const [receipt] = useState(readLastReceipt);
  usePageTitle(t`領収書`);
  return (
    <main id="main" className="print-sheet">
      <style>{PRINT_CSS}</style>
      <div className="print-sheet__tools button-row">
        {receipt ? (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            <Trans>印刷する</Trans>
          </button>
        ) : null}
        <LangLink to="/receipt" className="button">
          <Trans>領収書の発行へ戻る</Trans>
        </LangLink>
      </div>
      {receipt ? (
        <ReceiptDocument receipt={receipt} />
      ) : (
        <>
          <h1>
            <Trans>領収書</Trans>
          </h1>
          <p role="status">
            <Trans>印刷する領収書がありません。領収書の発行ページから発行してください。</Trans>
          </p>
        </>
      )}
    </main>
  );
}
