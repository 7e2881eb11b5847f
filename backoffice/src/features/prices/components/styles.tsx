/** The price screens' layout: the grid and the calendar scroll inside their own box on a phone. */
const CSS = `
.price-page { max-width: 64rem; }
.price-page .input { max-width: 100%; box-sizing: border-box; }
.price-nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0 0 1rem; padding: 0 0 0.5rem; border-bottom: 1px solid #d9d9d9; }
.price-nav a[aria-current="page"] { font-weight: bold; color: inherit; text-decoration: none; }
.price-box { overflow-x: auto; max-width: 100%; border: 1px solid #d9d9d9; border-radius: 6px; margin: 0 0 1rem; }
.price-grid { border-collapse: collapse; min-width: max-content; }
.price-grid th, .price-grid td { border: 1px solid #e5e5e5; padding: 0.25rem 0.4rem; text-align: left; white-space: nowrap; }
.price-grid input { width: 7.5rem; font: inherit; text-align: right; }
.price-grid input.is-changed { background: #fff8e1; }
.price-grid input[aria-invalid="true"] { border-color: #b00020; }
.price-grid__room { background: #f5f5f5; }
/* The number of adults stays in view while the colours scroll sideways. */
.price-grid thead th:first-child, .price-grid th[scope="row"] { position: sticky; left: 0; z-index: 1; background: #fff; }
.price-swatch { display: inline-block; width: 0.9rem; height: 0.9rem; border-radius: 3px; border: 1px solid #0003; vertical-align: middle; margin-right: 0.25rem; }
.price-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.75rem 0; }
.price-error { color: #b00020; }
.price-ok { color: #1b5e20; }
.price-notice { margin: 0.25rem 0 0.5rem; padding: 0.5rem 0.75rem; background: #fff8e1; border-left: 4px solid #f5a623; }
.price-form { display: grid; gap: 0.5rem; margin: 0 0 1rem; }
.price-form fieldset { border: 1px solid #d9d9d9; border-radius: 6px; padding: 0.5rem 0.75rem; min-width: 0; }
.price-checks { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
.color-list { border-collapse: collapse; min-width: max-content; }
.color-list th, .color-list td { border: 1px solid #e5e5e5; padding: 0.25rem 0.4rem; }
.color-calendar { border-collapse: collapse; table-layout: fixed; min-width: 20rem; width: 100%; }
.color-calendar th, .color-calendar td { border: 1px solid #e5e5e5; padding: 0; text-align: center; }
.color-calendar button { width: 100%; min-height: 2.75rem; border: 0; font: inherit; cursor: pointer; background: transparent; }
.color-calendar button:disabled { cursor: default; }
.color-calendar__nav { display: flex; gap: 0.5rem; align-items: center; margin: 0.5rem 0; }
`;

export function PriceStyles() {
  return <style>{CSS}</style>;
}
