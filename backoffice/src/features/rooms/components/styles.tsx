/** The room screens' layout: one column on a phone; tables scroll sideways inside their own box. */
const CSS = `
.rooms-page { max-width: 60rem; }
.rooms-page .input { width: 100%; max-width: 100%; box-sizing: border-box; }
.rooms-page textarea.input { resize: vertical; }
.rooms-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0; }
.rooms-table-box { overflow-x: auto; max-width: 100%; }
.rooms-table { border-collapse: collapse; min-width: 100%; }
.rooms-table th, .rooms-table td { border: 1px solid #d9d9d9; padding: 0.3rem 0.5rem; text-align: left; white-space: nowrap; }
.rooms-table td.num { text-align: right; }
.rooms-table tr.is-hidden td { color: #666; background: #f7f7f7; }
.rooms-table .is-sat { color: #0b57d0; }
.rooms-table .is-sun { color: #b00020; }
.rooms-badge { display: inline-block; border: 1px solid #999; border-radius: 4px; padding: 0 0.3rem; font-size: 0.85em; margin-left: 0.4rem; }
.rooms-group { border: 1px solid #d9d9d9; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; min-width: 0; }
.rooms-group legend { font-weight: 600; padding: 0 0.25rem; }
.rooms-checks { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
.rooms-check { display: inline-flex; align-items: center; gap: 0.25rem; }
.rooms-tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid #d9d9d9; margin-bottom: 0.75rem; }
.rooms-tab { border: 1px solid #d9d9d9; border-bottom: none; background: #f5f5f5; padding: 0.4rem 0.75rem; border-radius: 6px 6px 0 0; cursor: pointer; font: inherit; }
.rooms-tab.is-active { background: #fff; font-weight: 600; }
.rooms-tab.has-error { color: #b00020; }
.rooms-pair { display: grid; grid-template-columns: 1fr; gap: 0 1rem; }
@media (min-width: 600px) { .rooms-pair { grid-template-columns: 1fr 1fr 1fr; } }
.rooms-notice { border-left: 4px solid #b26a00; background: #fff8e1; padding: 0.5rem 0.75rem; margin: 0.75rem 0; }
.rooms-ok { color: #1b5e20; }
.rooms-sort { list-style: none; padding: 0; }
.rooms-sort li { display: flex; align-items: center; gap: 0.5rem; border: 1px solid #d9d9d9; border-radius: 6px; padding: 0.4rem 0.6rem; margin-bottom: 0.4rem; }
.rooms-sort li span { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.rooms-month { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
`;

export function RoomStyles() {
  return <style>{CSS}</style>;
}
