/** The plan screens' layout: tables scroll inside their own box, forms one column on a phone. */
const CSS = `
.plan-page { max-width: 64rem; }
.plan-page .input { width: 100%; max-width: 100%; box-sizing: border-box; }
.plan-page textarea.input { resize: vertical; }
.plan-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.5rem 0 1rem; }
.plan-filters { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; border: 0; padding: 0; margin: 0 0 0.75rem; min-width: 0; }
.plan-table-box { overflow-x: auto; max-width: 100%; }
.plan-table { border-collapse: collapse; min-width: 40rem; width: 100%; }
.plan-table th, .plan-table td { border-bottom: 1px solid #e0e0e0; padding: 0.4rem 0.5rem; text-align: left; vertical-align: top; }
.plan-badge { display: inline-block; border: 1px solid #888; border-radius: 4px; padding: 0 0.3rem; margin: 0 0.25rem 0.25rem 0; font-size: 0.85em; }
.plan-warnings { margin: 0; padding-left: 1rem; color: #8a4b00; }
.plan-form__group { border: 1px solid #d9d9d9; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; min-width: 0; }
.plan-form__group legend { font-weight: 600; padding: 0 0.25rem; }
.plan-form__checks { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; border: 0; padding: 0; margin: 0 0 0.75rem; min-width: 0; }
.plan-form__check { display: inline-flex; align-items: center; gap: 0.25rem; }
.plan-form__pair { display: grid; grid-template-columns: 1fr; gap: 0 1rem; }
@media (min-width: 600px) { .plan-form__pair { grid-template-columns: 1fr 1fr; } }
.plan-form__step { display: grid; grid-template-columns: 1fr 1fr auto; gap: 0.5rem; align-items: end; }
.plan-form__error { color: #b00020; }
.plan-ok { color: #1b5e20; }
.plan-sort { list-style: none; padding: 0; }
.plan-sort li { display: flex; align-items: center; gap: 0.5rem; border-bottom: 1px solid #e0e0e0; padding: 0.4rem 0; }
.plan-sort li span { flex: 1; overflow-wrap: anywhere; }
.plan-cal__nav { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; margin: 0.5rem 0; }
.plan-cal__table { min-width: 28rem; }
.plan-cal__closed { background: #fdecea; }
`;

export function PlanStyles() {
  return <style>{CSS}</style>;
}
