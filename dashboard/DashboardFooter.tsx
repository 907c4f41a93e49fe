import { RELEASE_VERSION } from '../src/release/version';

/** The dashboard's footer: the release the seller is using, as the API's /meta/ answers it. */
export function DashboardFooter() {
  return <footer className="dash-footer">Omnis {RELEASE_VERSION}</footer>;
}
