/**
 * Atlas's browser entry: asks the server who is signed in (GET /atlas/me/, behind the
 * staff guard), then mounts the app, or says why not: signed out goes to sign in and
 * comes back; anyone else sees the guard's message ("Permission denied", or that
 * two-factor is required).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '../src/errors';
import { appUiStyles } from '../src/ui';
import { permissionStyles } from '../src/ui/permissions';
import { AtlasApp } from './AtlasApp';
import { TwoFactorSetup } from '../src/ui/twoFactor';
import { ATLAS_MESSAGES } from '../src/backOffice/staff';
import { accountPost, atlasGet, messageOf } from './api';
import type { Me } from './types';
import './atlas.css';

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
const root = createRoot(container);

async function start() {
  const style = document.createElement('style');
  style.textContent = appUiStyles + permissionStyles;
  document.head.prepend(style);
  try {
    const me = await atlasGet<Me>('/me/');
    root.render(
      <StrictMode>
        <AtlasApp me={me} />
      </StrictMode>,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      window.location.assign(
        `/login/?redirect_uri=${encodeURIComponent(window.location.pathname)}`,
      );
      return;
    }
    // Staff without two-factor (new ones at their first sign-in) set it up here first.
    if (error instanceof ApiError && error.message === ATLAS_MESSAGES.twoFactor) {
      root.render(
        <StrictMode>
          <main className="atlas__refused atlas__setup">
            <TwoFactorSetup
              post={accountPost}
              lead={`${error.message}. Set it up now to continue.`}
              continueLabel="Continue to Atlas"
              onContinue={() => window.location.reload()}
              messageOf={messageOf}
            />
          </main>
        </StrictMode>,
      );
      return;
    }
    root.render(
      <main className="atlas__refused">
        <h1>Atlas</h1>
        <p role="alert">{messageOf(error)}</p>
        <p>
          <a href="/login/?redirect_uri=%2Fatlas%2F">Sign in as someone else</a>
        </p>
      </main>,
    );
  }
}

void start();
