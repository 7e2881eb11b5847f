const CSS = `
.image-sets__table-box { overflow-x: auto; max-width: 100%; }
.image-sets__table { border-collapse: collapse; min-width: 20rem; width: 100%; }
.image-sets__table th, .image-sets__table td { border-bottom: 1px solid #ddd; padding: 0.5rem; text-align: left; }
.image-set__list { list-style: none; padding: 0; display: grid; gap: 1rem; }
.image-set__item { display: grid; grid-template-columns: minmax(0, 10rem) minmax(0, 1fr); gap: 0.75rem; border: 1px solid #ddd; padding: 0.75rem; }
.image-set__item img { width: 100%; height: auto; display: block; background: #f3f3f3; }
.image-set__facts { color: #555; font-size: 0.875rem; overflow-wrap: anywhere; }
.image-set__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.5rem; }
.image-set__alt { display: grid; gap: 0.25rem; margin-bottom: 0.5rem; }
.image-set__alt input { width: 100%; box-sizing: border-box; }
.image-upload { border: 1px dashed #999; padding: 0.75rem; margin: 1rem 0; }
.image-upload__preview { max-width: 10rem; height: auto; display: block; margin-top: 0.5rem; }
@media (max-width: 40rem) { .image-set__item { grid-template-columns: minmax(0, 1fr); } }
`;

/** The image screens' styles (module federation brings no stylesheet of a remote's own). */
export function ImageStyles() {
  return <style>{CSS}</style>;
}
