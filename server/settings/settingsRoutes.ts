import { customCodeText } from '../../src/tracking/customCode';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import { integer } from '../../src/model';
import {
  PASSWORD_NEEDED_MESSAGE,
  SETTINGS_CONFLICT_MESSAGE,
  SETTINGS_SECTIONS,
  STORE_PASSWORD_WRONG_MESSAGE,
  dnsRecordFor,
  isDashboardPluginCode,
  pluginInputSchemas,
  pointsToUs,
  settingsSectionSchemas,
  type DomainCheck,
  type SettingsSection,
  type StoreSettingsView,
} from '../../src/settings';
import { required, ruledString } from '../../src/validation';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import type { AppContext } from '../context';
import { isHttps } from '../http/cookies';
import type { Division } from '../store/divisionsRepository';
import { divisionFromParam } from '../store/divisionParam';
import { storeWithAccess } from '../store/storeWithAccess';
import { dnsAddressFromEnv, nodeDnsLookup, type DnsLookup } from './domainCheck';
import {
  domainTakenByAnother,
  saveStoreSettings,
  type SettingsColumns,
} from './settingsRepository';
import {
  STORE_ACCESS_COOKIE,
  STORE_ACCESS_MAX_AGE_SECONDS,
  storeAccessProof,
  withProof,
} from './storeAccess';

export const DOMAIN_TAKEN_MESSAGE = 'This domain is already used by another store';
export const NO_DOMAIN_MESSAGE = 'Set a custom domain first';
export const PLUGIN_NOT_FOUND_MESSAGE = 'We were unable to find this plugin';

const params = z.object({ division: z.string().min(1) });
const version = integer.pipe(z.number().int().min(0));

export function settingsViewOf(division: Division): StoreSettingsView {
  const { settings } = division;
  return {
    version: division.settingsVersion,
    name: division.name,
    subdomain: division.subdomain,
    logo: division.logo,
    favicon: settings.favicon,
    ogImage: settings.ogImage,
    customDomain: division.customDomain,
    passwordProtected: division.passwordProtected,
    hasPassword: division.storePasswordHash !== null,
    comingSoon: settings.comingSoon,
    sitewideBanner: {
      enabled: settings.sitewideBanner.enabled,
      text: settings.sitewideBanner.text,
      href: settings.sitewideBanner.href,
    },
    christmasCutoffDates: settings.christmasCutoffDates,
    christmasContent: settings.christmasContent,
    searchRedirects: settings.searchRedirects,
    paymentProcessorType: settings.paymentProcessor.type,
    customCode: customCodeText(settings.customCode),
    plugins: settings.plugins,
  };
}

/**
 * Store settings and plugins (issue 18) under /divisions/{division}/: read the settings,
 * save one section or one plugin against the version read (409 with the current
 * settings when stale), check a custom domain's DNS; and the storefront password.
 */
export function registerSettingsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { dns?: DnsLookup; dnsAddress?: string } = {},
): void {
  const dns = deps.dns ?? nodeDnsLookup;
  const dnsAddress = deps.dnsAddress ?? dnsAddressFromEnv();
  const storeOf = (
    params: unknown,
    auth: Parameters<typeof storeWithAccess>[2],
    need: 'read' | 'write',
  ) => storeWithAccess(ctx, params, auth, need);
  const reread = async (id: number) => {
    const division = await ctx.repos.divisions.findById(id);
    if (!division) throw new NotFoundError();
    return division;
  };
  const save = async (
    division: Division,
    expected: number,
    change: Parameters<typeof saveStoreSettings>[3],
  ): Promise<StoreSettingsView> => {
    const ok = await saveStoreSettings(ctx.db, division.id, expected, change);
    const current = settingsViewOf(await reread(division.id));
    if (!ok) throw new ConflictError(SETTINGS_CONFLICT_MESSAGE, current);
    return current;
  };

  app.get('/divisions/:division/settings/', async (request) =>
    settingsViewOf(await storeOf(request.params, request.auth, 'read')),
  );

  app.patch('/divisions/:division/settings/:section/', async (request) => {
    const { section } = z
      .object({ section: z.enum(SETTINGS_SECTIONS) })
      .parse({ section: (request.params as { section?: string }).section });
    const division = await storeOf(request.params, request.auth, 'write');
    const body = z.object({ version }).loose().parse(request.body);
    const input = settingsSectionSchemas[section as SettingsSection].parse(request.body);
    const settings = structuredClone(division.settings);
    const columns: SettingsColumns = {};
    switch (section) {
      case 'general': {
        const value = input as z.infer<typeof settingsSectionSchemas.general>;
        columns.name = value.name;
        columns.logo = value.logo;
        settings.favicon = value.favicon;
        settings.ogImage = value.ogImage;
        break;
      }
      case 'domain': {
        const value = input as z.infer<typeof settingsSectionSchemas.domain>;
        if (
          value.customDomain &&
          (await domainTakenByAnother(ctx.db, division.id, value.customDomain))
        )
          throw new ConflictError(DOMAIN_TAKEN_MESSAGE);
        columns.custom_domain = value.customDomain;
        break;
      }
      case 'access': {
        const value = input as z.infer<typeof settingsSectionSchemas.access>;
        if (value.password !== '') columns.store_password_hash = await hashPassword(value.password);
        // A store cannot be locked with no way in.
        if (value.passwordProtected && value.password === '' && !division.storePasswordHash)
          throw new ValidationError(PASSWORD_NEEDED_MESSAGE, [
            { field: 'password', message: PASSWORD_NEEDED_MESSAGE },
          ]);
        columns.password_protected = value.passwordProtected ? 1 : 0;
        settings.comingSoon = value.comingSoon;
        break;
      }
      case 'banners': {
        const value = input as z.infer<typeof settingsSectionSchemas.banners>;
        settings.sitewideBanner = { ...settings.sitewideBanner, ...value.sitewideBanner };
        settings.christmasCutoffDates = value.christmasCutoffDates;
        settings.christmasContent = value.christmasContent;
        break;
      }
      case 'search': {
        const value = input as z.infer<typeof settingsSectionSchemas.search>;
        settings.searchRedirects = value.searchRedirects;
        break;
      }
      case 'payments': {
        const value = input as z.infer<typeof settingsSectionSchemas.payments>;
        settings.paymentProcessor = { ...settings.paymentProcessor, type: value.type };
        break;
      }
      case 'code': {
        const value = input as z.infer<typeof settingsSectionSchemas.code>;
        // The spec's object shape, so a later per-page member can sit beside `global`.
        settings.customCode = { global: value.customCode };
        break;
      }
    }
    return save(division, body.version, { settings, columns });
  });

  app.post('/divisions/:division/plugins/:code/', async (request) => {
    const code = (request.params as { code?: string }).code ?? '';
    if (!isDashboardPluginCode(code)) throw new NotFoundError(PLUGIN_NOT_FOUND_MESSAGE);
    const division = await storeOf(request.params, request.auth, 'write');
    const body = z.object({ version, settings: z.unknown() }).parse(request.body);
    const value = pluginInputSchemas[code].parse(body.settings);
    const settings = structuredClone(division.settings);
    settings.plugins = { ...settings.plugins, [code]: value };
    return save(division, body.version, { settings });
  });

  app.post('/divisions/:division/plugins/:code/remove/', async (request) => {
    const code = (request.params as { code?: string }).code ?? '';
    if (!isDashboardPluginCode(code)) throw new NotFoundError(PLUGIN_NOT_FOUND_MESSAGE);
    const division = await storeOf(request.params, request.auth, 'write');
    const body = z.object({ version }).parse(request.body);
    const settings = structuredClone(division.settings);
    const plugins = { ...settings.plugins };
    delete plugins[code];
    settings.plugins = plugins;
    return save(division, body.version, { settings });
  });

  app.post('/divisions/:division/settings/domain/check/', async (request): Promise<DomainCheck> => {
    const division = await storeOf(request.params, request.auth, 'read');
    const domain = division.customDomain;
    if (!domain)
      throw new ValidationError(NO_DOMAIN_MESSAGE, [
        { field: 'customDomain', message: NO_DOMAIN_MESSAGE },
      ]);
    const target = { host: `${division.subdomain}.localhost`, address: dnsAddress };
    const found = await dns(domain);
    const ok = pointsToUs(found, target);
    const seen = [...found.cnames, ...found.addresses];
    return {
      domain,
      record: dnsRecordFor(domain, target),
      pointsToUs: ok,
      found: seen,
      message: ok
        ? `${domain} points to your store.`
        : seen.length === 0
          ? `${domain} has no DNS record yet. Create the record below; changes can take a few hours to spread.`
          : `${domain} points to ${seen.join(', ')}, not to your store. Change the record to the one below.`,
    };
  });

  // The storefront's password page posts here; the right password sets the proof cookie.
  app.post('/frontend/:division/store-password/', async (request, reply) => {
    const division = await divisionFromParam(ctx, params.parse(request.params).division);
    const { password } = z
      .object({ password: ruledString([required], { trim: false }) })
      .parse(request.body);
    const right =
      division.storePasswordHash !== null &&
      (await verifyPassword(division.storePasswordHash, password));
    if (!right)
      throw new ValidationError(STORE_PASSWORD_WRONG_MESSAGE, [
        { field: 'password', message: STORE_PASSWORD_WRONG_MESSAGE },
      ]);
    const proof = storeAccessProof(division.id, division.storePasswordHash!);
    void reply.setCookie(
      STORE_ACCESS_COOKIE,
      withProof(request.cookies[STORE_ACCESS_COOKIE], proof),
      {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(request),
        maxAge: STORE_ACCESS_MAX_AGE_SECONDS,
      },
    );
    return { ok: true };
  });
}
