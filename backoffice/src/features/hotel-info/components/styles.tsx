/** The back-office forms' layout: one column on a phone, pairs side by side from 600 px. */
const CSS = `
.hotel-page { max-width: 52rem; }
.hotel-page .input { width: 100%; max-width: 100%; box-sizing: border-box; }
.hotel-page textarea.input { resize: vertical; }
.hotel-form__group { border: 1px solid #d9d9d9; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; min-width: 0; }
.hotel-form__group legend { font-weight: 600; padding: 0 0.25rem; }
.hotel-form__checks { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
.hotel-form__check { display: inline-flex; align-items: center; gap: 0.25rem; }
.hotel-form__tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid #d9d9d9; margin-bottom: 0.75rem; }
.hotel-form__tab { border: 1px solid #d9d9d9; border-bottom: none; background: #f5f5f5; padding: 0.4rem 0.75rem; border-radius: 6px 6px 0 0; cursor: pointer; font: inherit; }
.hotel-form__tab.is-active { background: #fff; font-weight: 600; }
.hotel-form__tab.has-error { color: #b00020; }
.hotel-form__pair { display: grid; grid-template-columns: 1fr; gap: 0 1rem; }
@media (min-width: 600px) { .hotel-form__pair { grid-template-columns: 1fr 1fr; } }
.postcode-lookup { margin: -0.25rem 0 0.75rem; }
.postcode-lookup__choices { border: 0; padding: 0; margin: 0.5rem 0 0; min-width: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; }
.postcode-lookup__choices .field__hint { flex-basis: 100%; margin: 0; }
.hotel-form__actions { margin: 1rem 0; }
.hotel-form__ok { color: #1b5e20; }
`;

export function HotelInfoStyles() {
  return <style>{CSS}</style>;
}
