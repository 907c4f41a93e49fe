/** The chat thread and inbox CSS, shared by the storefront panel, the dashboard and atlas. */
export const chatStyles = `
.chat-log{list-style:none;margin:0;padding:.5rem 0;display:flex;flex-direction:column;gap:.5rem;overflow-y:auto;max-height:var(--chat-log-height,20rem)}
.chat-msg{max-width:85%;padding:.5rem .75rem;border-radius:.75rem;background:var(--ui-surface-muted,#f1f3f5);color:var(--ui-text,#1f2328);white-space:pre-wrap;overflow-wrap:anywhere}
.chat-msg--own{align-self:flex-end;background:var(--ui-accent-soft,#dff5e8)}
.chat-msg--system{align-self:center;background:none;font-style:italic;font-size:.875rem}
.chat-msg__who{display:block;font-size:.75rem;font-weight:600;margin-bottom:.125rem}
.chat-msg img{display:block;max-width:100%;height:auto;border-radius:.5rem;margin-top:.25rem}
.chat-file{display:flex;flex-direction:column;gap:.25rem;margin-top:.25rem;font-size:.8125rem}
.chat-file a{display:inline-block;min-height:1.5rem;line-height:1.5rem}
.chat-file img{min-width:3rem;min-height:3rem;max-height:12rem;width:auto;object-fit:contain;background:var(--ui-surface,#fff)}
.chat-file--chip{display:inline-flex;flex-direction:row;gap:.375rem;align-items:center;padding:.375rem .625rem;border:1px solid var(--ui-border,#8c959f);border-radius:1rem;background:var(--ui-surface,#fff);color:inherit}
.chat-file--chip>span[aria-hidden]{font-weight:700;font-size:.6875rem;color:#a40e26}
.chat-attach{display:flex;flex-direction:column;gap:.25rem}
.chat-attach__button:focus-within{outline:2px solid var(--ui-accent,#00a84f);outline-offset:2px}
.chat-attach__status{margin:0;font-size:.8125rem;display:flex;gap:.5rem;align-items:center}
.chat-seen{display:block;text-align:right;font-size:.75rem;color:var(--ui-muted,#57606a)}
.chat-typing{min-height:1.25rem;margin:0;font-size:.8125rem;color:var(--ui-muted,#57606a)}
.chat-composer{display:flex;flex-direction:column;gap:.5rem}
.chat-composer textarea{width:100%;box-sizing:border-box;min-height:3.5rem;font:inherit;padding:.5rem;border:1px solid var(--ui-border,#8c959f);border-radius:var(--ui-radius,4px)}
.chat-composer__row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:flex-end}
.chat-form{display:flex;flex-direction:column;gap:.5rem}
.chat-form label{display:flex;flex-direction:column;gap:.25rem;font-size:.875rem}
.chat-form input,.chat-form textarea,.chat-form select{font:inherit;padding:.375rem .5rem;border:1px solid var(--ui-border,#8c959f);border-radius:var(--ui-radius,4px)}
.chat-inbox{display:grid;grid-template-columns:minmax(14rem,20rem) 1fr;gap:1rem;min-height:28rem}
@media (max-width:720px){.chat-inbox{grid-template-columns:1fr}}
.chat-list{list-style:none;margin:0;padding:0;border:1px solid var(--ui-border,#d0d7de);border-radius:var(--ui-radius,4px);overflow-y:auto;max-height:36rem}
.chat-list button{all:unset;box-sizing:border-box;display:block;width:100%;padding:.625rem .75rem;cursor:pointer;border-bottom:1px solid var(--ui-border,#d0d7de)}
.chat-list button:focus-visible{outline:2px solid var(--ui-accent,#00a84f);outline-offset:-2px}
.chat-list button[aria-current="true"]{background:var(--ui-accent-soft,#dff5e8)}
.chat-list__name{font-weight:600;display:flex;justify-content:space-between;gap:.5rem}
.chat-list__preview{display:block;font-size:.8125rem;color:var(--ui-muted,#57606a);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chat-more{display:flex;justify-content:center;padding:.5rem 0}
.chat-badge{display:inline-block;min-width:1.25rem;padding:0 .375rem;border-radius:1rem;background:#0b6b34;color:#fff;font-size:.75rem;text-align:center}
.chat-pane{display:flex;flex-direction:column;gap:.75rem;border:1px solid var(--ui-border,#d0d7de);border-radius:var(--ui-radius,4px);padding:1rem;--chat-log-height:26rem}
.chat-pane__head{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}
.chat-pane__head h2{margin:0;font-size:1.125rem}
.chat-actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
.chat-actions label{display:flex;flex-direction:column;font-size:.8125rem;gap:.25rem}
.chat-actions select{font:inherit;padding:.25rem}
`;
