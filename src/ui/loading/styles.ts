/** Loading and skeleton CSS; reads the apps' `--ui-*` tokens with neutral fallbacks. */
export const loadingStyles = `
.ui-loading__label { margin: 0; padding: 0.75rem 0; color: var(--ui-muted, #59636e); }
.ui-skeleton { display: grid; gap: 0.75rem; padding: 0.25rem 0 1rem; }
.ui-skeleton__line {
  display: block;
  height: 1rem;
  border-radius: var(--ui-radius, 6px);
  background: linear-gradient(90deg, var(--ui-subtle, #eef0f3) 25%, #f8f9fa 50%, var(--ui-subtle, #eef0f3) 75%);
  background-size: 200% 100%;
  animation: ui-skeleton 1.4s ease-in-out infinite;
}
.ui-skeleton__line:nth-child(3n + 2) { width: 85%; }
.ui-skeleton__line:nth-child(3n) { width: 70%; }
@keyframes ui-skeleton { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@media (prefers-reduced-motion: reduce) { .ui-skeleton__line { animation: none; } }
`;
