/** The room screens' layout: one column on a phone; tables scroll sideways inside their own box. */
const CSS = `
.rooms-page { max-width: 60rem; }
.rooms-page .input { width: 100%; max-width: 100%; box-sizing: border-box; }
.rooms-page textarea.input { resize: vertical; }
.rooms-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0; }
.rooms-badge { display: inline-block; border: 1px solid #999; border-radius: 4px; padding: 0 0.3rem; font-size: 0.85em; margin-left: 0.4rem; }
.rooms-group { border: 1px solid #d9d9d9; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; min-width: 0; }
.rooms-group legend { font-weight: 600; padding: 0 0.25rem; }
.rooms-checks { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
.rooms-check { display: inline-flex; align-items: center; gap: 0.25rem; }
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
