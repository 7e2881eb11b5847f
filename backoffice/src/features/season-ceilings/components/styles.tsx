// The season ceilings screen's own rules; they travel with the components (remotes carry no stylesheet).
const CSS = `
.sc-page { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; min-width: 0; }
.sc-page > * { min-width: 0; }
.sc-note { color: var(--muted); margin: 0; }
.sc-scroll { overflow-x: auto; max-width: 100%; position: relative; contain: inline-size; }
.sc-table { width: 100%; min-width: 34rem; border-collapse: collapse; background: #fff; }
.sc-table th, .sc-table td { text-align: left; vertical-align: middle; padding: 0.5rem 0.6rem; border-bottom: 1px solid var(--line); }
.sc-table thead th { background: #eff8ff; font-size: 0.9rem; white-space: nowrap; }
.sc-table tr[aria-current] td { background: #f5faff; }
.sc-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.sc-danger { border-color: var(--danger); color: var(--danger); }
.sc-badge { display: inline-block; padding: 0.05rem 0.5rem; border-radius: 999px; font-size: 0.85rem; font-weight: 700; border: 1px solid; white-space: nowrap; }
.sc-badge--open { background: #ecfdf3; color: #05603a; border-color: #a6f4c5; }
.sc-badge--later { background: #fffaeb; color: #93370d; border-color: #fedf89; }
.sc-grid { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr)); }
.sc-grid .input { width: 100%; min-width: 0; }
.sc-buttons { display: flex; flex-wrap: wrap; gap: 0.6rem; margin-top: 0.75rem; }
.sc-saved { min-height: 1.2em; color: #05603a; }
.sc-calendar__nav { display: flex; gap: 0.6rem; align-items: center; justify-content: space-between; margin-bottom: 0.5rem; }
.sc-calendar__month { font-weight: 700; }
.sc-month { width: 100%; table-layout: fixed; border-collapse: collapse; background: #fff; }
.sc-month th { font-size: 0.85rem; padding: 0.25rem; background: #eff8ff; }
.sc-day { vertical-align: top; height: 3.6rem; padding: 0.2rem; border: 1px solid var(--line); font-size: 0.8rem; overflow-wrap: anywhere; }
.sc-day__number { display: block; font-weight: 700; }
.sc-day__opens { display: block; font-size: 0.75rem; line-height: 1.2; }
.sc-day--later { background: #fffaeb; color: #93370d; }
.sc-day--open { background: #ecfdf3; color: #05603a; }
.sc-day--blank { background: #fafbfc; }
.sc-legend { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; font-size: 0.85rem; }
.sc-swatch { display: inline-block; width: 1rem; height: 1rem; border: 1px solid var(--line); }
@media (max-width: 480px) { .sc-day { height: 3.2rem; font-size: 0.7rem; padding: 0.1rem; } .sc-day__opens { font-size: 0.65rem; } }
`;

export function SeasonStyles() {
  return (
    <style href="tomaru-season-ceilings" precedence="default">
      {CSS}
    </style>
  );
}
