/**
 * The studio's own layout: controls beside the canvas on wide screens, above it on phones.
 * Fieldsets are as wide as their widest content unless told otherwise (min-inline-size),
 * which pushed the controls under the canvas.
 */
export const studioStyles = `
.st-studio{display:grid;gap:1.5rem;padding:1rem;max-width:72rem;margin:0 auto;font-family:system-ui,sans-serif}
@media (min-width:900px){.st-studio{grid-template-columns:20rem minmax(0,1fr)}}
.st-studio h1{margin:0 0 .5rem;font-size:1.5rem}
.st-panel{display:grid;gap:1rem;align-content:start;min-width:0}
.st-panel fieldset{border:1px solid #ccc;border-radius:6px;padding:.75rem;display:grid;gap:.5rem;min-inline-size:0}
.st-field input[type=file]{max-width:100%}
.st-panel legend{font-weight:700;padding:0 .25rem}
.st-field{display:grid;gap:.25rem}
.st-field label{font-weight:600}
.st-field input,.st-field select{min-height:40px;font:inherit;padding:.25rem .5rem;width:100%;box-sizing:border-box}
.st-panel button{max-width:100%;box-sizing:border-box}
.st-row{display:flex;flex-wrap:wrap;gap:.5rem}
.st-canvas{outline:none;border:2px solid transparent;border-radius:8px;width:fit-content;max-width:100%;touch-action:none;background:#f3f3f1}
.st-canvas:focus-visible{border-color:#1a5fb4}
.st-price{font-size:1.25rem;font-weight:700;margin:0}
.st-warning{color:#8a3b00;margin:0}
.st-status{margin:0}
.st-hint{color:#555;font-size:.875rem}
.st-graphics{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.st-graphics button{padding:2px;border:1px solid #ccc;border-radius:6px;background:#fff;cursor:pointer;min-width:44px;min-height:44px}
.st-graphics button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.st-graphics img{display:block;width:64px;height:64px;object-fit:contain}
.st-layers{list-style:none;margin:0;padding:0;display:grid;gap:.25rem}
.st-layers button[aria-pressed=true]{outline:2px solid #1a5fb4}
`;
