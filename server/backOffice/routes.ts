import type { FastifyInstance } from 'fastify';
import {
  ATLAS_MESSAGES,
  grantAtlasPermissions,
  permissionsOfStaff,
  ATLAS_PAGE_SIZE,
  auditQuerySchema,
  idParamsSchema,
  labelWriteSchema,
  labelPickfaceSchema,
  searchQuerySchema,
  storeFlagSchema,
  mutedAtAfter,
  ordersQuerySchema,
  refundSchema,
  staffStatusLabel,
  transitionSchema,
  usersQuerySchema,
} from '../../src/backOffice';
import type { AppContext } from '../context';
import type { PaymentProcessor } from '../commerce/processors/types';
import { paymentSetupFromEnv } from '../commerce/paymentSetup';
import { createAuditRepository } from './auditRepository';
import { registerAtlasGuard, staffOf } from './guard';
import { createAtlasOrders } from './orders';
import { listOrders } from './ordersQuery';
import { createAtlasLabels } from './labels';
import { createLabelsRepository } from './labelsRepository';
import { createDirectory, STORE_FLAGS, type StoreFlag } from './directory';
import { registerImpersonationReturn, registerImpersonationStart } from './impersonation';
import { registerQuoteRoutes } from './quoteRoutes';
import { registerImpersonationExpiry } from './impersonationExpiry';

/** The store row's field each flag route changes. */
const STORE_FLAG_FIELDS = {
  pro: 'pro',
  active: 'active',
  fraud: 'isFraud',
  vip: 'isVip',
} as const satisfies Record<StoreFlag, string>;
import { createApprovalsRepository } from './approvalsRepository';
import {
  APPROVAL_MESSAGES,
  approvalDecisionSchema,
  approvalQuerySchema,
  bulkApprovalSchema,
  productDecisionNotice,
  storeDecisionNotice,
  type TeamNotice,
} from '../../src/backOffice/approvals';
import type { StaffUser } from './staffRepository';
import { createPermissionRequestsRepository } from './permissionRequestsRepository';
import {
  PERMISSION_REQUEST_MESSAGES,
  permissionRequestDecisionSchema,
  permissionRequestNotice,
  permissionRequestsQuerySchema,
  statusOfDecision,
} from '../../src/backOffice/permissionRequests';
import { DASHBOARD_PERMISSION } from '../../src/model';
import { childOrderSchema } from '../../src/backOffice/childOrders';
import {
  newStaffSchema,
  reportsToProblem,
  STAFF_FORM_MESSAGES,
  staffEditSchema,
} from '../../src/backOffice/staffForm';
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../accounts/passwords';
import { hashToken, newToken } from '../accounts/tokens';
import { composeAccountMail, createAccountMailer } from '../accounts/accountMail';
import { mailSettingsFromEnv } from '../mail/settings';

/** How long a new staff member's choose-your-password link works. */
export const STAFF_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
import {
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from '../../src/errors';
import { FORCE_TWO_FACTOR_MESSAGES } from '../../src/backOffice/forceTwoFactor';
import { fromFlag } from '../db/rows';

export interface AtlasRouteDeps {
  processor?: PaymentProcessor | null;
}

/** What the staff list and the mute calls answer about a staff user. */
const staffView = (user: StaffUser) => ({ ...user, statusLabel: staffStatusLabel(user.status) });

/**
 * The atlas API under /omnis/v3/atlas/: every route names the permission it needs and
 * runs behind the staff guard (guard.ts); every change is written to the audit log.
 */
export function registerAtlasRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  deps: AtlasRouteDeps = {},
): void {
  const staff = ctx.repos.staff;
  const audit = createAuditRepository(ctx.db);
  const processor =
    deps.processor !== undefined ? deps.processor : paymentSetupFromEnv(process.env, ctx).processor;
  const labelsRepository = createLabelsRepository(ctx.db);
  const orders = createAtlasOrders({ ctx, audit, processor, labels: labelsRepository });
  const labels = createAtlasLabels({ ctx, audit, labels: labelsRepository });
  const directory = createDirectory(ctx.db);
  const approvals = createApprovalsRepository(ctx.db);
  const permissionRequests = createPermissionRequestsRepository(ctx.db);
  const mailer = createAccountMailer(mailSettingsFromEnv(process.env), ctx.repos.records);
  api.addHook('onClose', async () => mailer.close());
  const now = () => new Date(ctx.config.clock()).toISOString();

  registerImpersonationReturn(api, { ctx, audit, now });
  registerImpersonationExpiry(api, { ctx, audit, now });
  void api.register(
    async (scope) => {
      registerAtlasGuard(scope, staff);
      registerImpersonationStart(scope, { ctx, audit, now });
      registerQuoteRoutes(scope, { ctx, audit, mailer, now });
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      scope.get('/me/', { config: { atlasPermission: 'enter' } }, async (request) => {
        const who = staffOf(request);
        return { user: staffView(who.user), permissions: who.permissions };
      });

      scope.get('/users/', { config: { atlasPermission: 'users.read' } }, async (request) => {
        const { q, page } = usersQuerySchema.parse(request.query);
        const found = await staff.list(q, ATLAS_PAGE_SIZE + 1, (page - 1) * ATLAS_PAGE_SIZE);
        return {
          users: found.slice(0, ATLAS_PAGE_SIZE).map(staffView),
          hasMore: found.length > ATLAS_PAGE_SIZE,
        };
      });

      for (const action of ['mute', 'unmute'] as const) {
        scope.post(
          `/users/:id/${action}/`,
          { config: { atlasPermission: 'users.mute' } },
          async (request) => {
            const { id } = idParamsSchema.parse(request.params);
            const who = staffOf(request);
            return ctx.db.transaction().execute(async (trx) => {
              const target = await staff.findIn(trx, id);
              if (!target) throw new NotFoundError('Staff user not found');
              const mutedAt = mutedAtAfter(action, now());
              // Compare and set on the version read just now: a concurrent change answers 409.
              if (!(await staff.setMutedAt(trx, id, mutedAt, target.version)))
                throw new ConflictError(ATLAS_MESSAGES.stale);
              await audit.append(trx, {
                staffUserId: who.user.id,
                staffEmail: who.user.email,
                action: `user.${action}`,
                subjectType: 'staff_user',
                subjectId: id,
                before: { mutedAt: target.mutedAt },
                after: { mutedAt },
                createdAt: now(),
              });
              return { mutedAt };
            });
          },
        );
      }

      /** Field problems the schema cannot see: a taken username, an unknown or self manager. */
      async function checkStaffFields(
        trx: Transaction<Database>,
        id: number | null,
        fields: { username: string; reportsTo: number | null },
      ) {
        const self = reportsToProblem(id, fields.reportsTo);
        if (self) throw new ValidationError(self, [{ field: 'reportsTo', message: self }]);
        if (fields.reportsTo !== null && !(await staff.findIn(trx, fields.reportsTo)))
          throw new ValidationError(STAFF_FORM_MESSAGES.reportsToUnknown, [
            { field: 'reportsTo', message: STAFF_FORM_MESSAGES.reportsToUnknown },
          ]);
        if (await staff.usernameTaken(trx, fields.username, id))
          throw new ValidationError(STAFF_FORM_MESSAGES.usernameTaken, [
            { field: 'username', message: STAFF_FORM_MESSAGES.usernameTaken },
          ]);
      }

      /**
       * A new staff member: account and profile with the audit row in one transaction, then
       * a mail with a link to choose their password (a week); at their first atlas sign-in
       * they must set up two-factor before anything else.
       */
      scope.post(
        '/staff/',
        { config: { atlasPermission: 'staff.write' } },
        async (request, reply) => {
          const input = newStaffSchema.parse(request.body);
          const who = staffOf(request);
          // Nobody knows this password: the member chooses theirs through the mailed link.
          const unusable = await hashPassword(randomBytes(24).toString('base64url'));
          const id = await ctx.db.transaction().execute(async (trx) => {
            if (await staff.emailTaken(trx, input.email))
              throw new ValidationError(STAFF_FORM_MESSAGES.emailTaken, [
                { field: 'email', message: STAFF_FORM_MESSAGES.emailTaken },
              ]);
            await checkStaffFields(trx, null, input);
            const created = await staff.createStaff(trx, input, unusable);
            await audit.append(trx, {
              staffUserId: who.user.id,
              staffEmail: who.user.email,
              action: 'staff.create',
              subjectType: 'staff_user',
              subjectId: created,
              before: null,
              after: input,
              createdAt: now(),
            });
            return created;
          });
          const token = newToken();
          await ctx.repos.users.createPasswordReset(
            id,
            hashToken(token),
            new Date(ctx.config.clock() + STAFF_INVITE_TTL_MS).toISOString(),
          );
          const link = `${request.protocol}://${request.host}/login/reset/?token=${token}`;
          await mailer.send(await composeAccountMail('password-reset', input.email, link));
          return reply.status(201).send({ user: staffView((await staff.find(id))!) });
        },
      );

      scope.post('/staff/:id/', { config: { atlasPermission: 'staff.write' } }, async (request) => {
        const { id } = idParamsSchema.parse(request.params);
        const edit = staffEditSchema.parse(request.body);
        const who = staffOf(request);
        await ctx.db.transaction().execute(async (trx) => {
          const before = await staff.findIn(trx, id);
          if (!before) throw new NotFoundError(STAFF_FORM_MESSAGES.notFound);
          await checkStaffFields(trx, id, edit);
          if (!(await staff.updateStaff(trx, id, edit)))
            throw new ConflictError(ATLAS_MESSAGES.stale);
          const { version: _version, ...after } = edit;
          await audit.append(trx, {
            staffUserId: who.user.id,
            staffEmail: who.user.email,
            action: 'staff.update',
            subjectType: 'staff_user',
            subjectId: id,
            before: {
              firstName: before.firstName,
              lastName: before.lastName,
              username: before.username,
              team: before.team,
              status: before.status,
              role: before.role,
              isLeadership: before.isLeadership,
              reportsTo: before.reportsTo,
              avatar: before.avatar,
            },
            after,
            createdAt: now(),
          });
        });
        return { user: staffView((await staff.find(id))!) };
      });

      scope.get('/audit/', { config: { atlasPermission: 'audit.read' } }, async (request) => {
        const query = auditQuerySchema.parse(request.query);
        return audit.search(query, ATLAS_PAGE_SIZE);
      });

      scope.get('/orders/', { config: { atlasPermission: 'orders.read' } }, async (request) => {
        const query = ordersQuerySchema.parse(request.query);
        return listOrders(ctx.db, query, ATLAS_PAGE_SIZE);
      });

      scope.get('/orders/:id/', { config: { atlasPermission: 'orders.read' } }, async (request) => {
        const { id } = idParamsSchema.parse(request.params);
        return { order: await orders.detail(id) };
      });

      scope.post(
        '/orders/:id/transition/',
        { config: { atlasPermission: 'orders.transition' } },
        async (request) => {
          const { id } = idParamsSchema.parse(request.params);
          const body = transitionSchema.parse(request.body);
          return { order: await orders.transition(staffOf(request), id, body) };
        },
      );

      scope.post(
        '/orders/:id/refund/',
        { config: { atlasPermission: 'orders.refund' } },
        async (request) => {
          const { id } = idParamsSchema.parse(request.params);
          const body = refundSchema.parse(request.body);
          return { order: await orders.refund(staffOf(request), id, body.version) };
        },
      );

      scope.post(
        '/orders/:id/child/',
        { config: { atlasPermission: 'orders.transition' } },
        async (request, reply) => {
          const { id } = idParamsSchema.parse(request.params);
          const body = childOrderSchema.parse(request.body);
          return reply.status(201).send(await orders.makeChild(staffOf(request), id, body));
        },
      );

      scope.post(
        '/orders/:id/labels/',
        { config: { atlasPermission: 'labels.write' } },
        async (request) => {
          const { id } = idParamsSchema.parse(request.params);
          const created = await labels.create(staffOf(request), id);
          return { created, order: await orders.detail(id) };
        },
      );

      scope.get(
        '/labels/to-be-picked/',
        { config: { atlasPermission: 'labels.read' } },
        async () => ({ labels: await labelsRepository.toBePicked(ATLAS_PAGE_SIZE) }),
      );

      // A POST, not a GET: printing counts (times printed) and is logged.
      scope.post(
        '/labels/:id/print/',
        { config: { atlasPermission: 'labels.write' } },
        async (request, reply) => {
          const { id } = idParamsSchema.parse(request.params);
          const { version } = labelWriteSchema.parse(request.body);
          const pdf = await labels.print(staffOf(request), id, version);
          return reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="label-${id}.pdf"`)
            .send(pdf);
        },
      );

      scope.post(
        '/labels/:id/pretreat/',
        { config: { atlasPermission: 'labels.write' } },
        async (request) => {
          const { id } = idParamsSchema.parse(request.params);
          const { version } = labelWriteSchema.parse(request.body);
          return { label: await labels.pretreat(staffOf(request), id, version) };
        },
      );

      scope.post(
        '/labels/:id/pickface/',
        { config: { atlasPermission: 'labels.write' } },
        async (request) => {
          const { id } = idParamsSchema.parse(request.params);
          const { pickface, version } = labelPickfaceSchema.parse(request.body);
          return { label: await labels.setPickface(staffOf(request), id, version, pickface) };
        },
      );

      for (const action of ['cancel', 'pick'] as const) {
        scope.post(
          `/labels/:id/${action}/`,
          { config: { atlasPermission: 'labels.write' } },
          async (request) => {
            const { id } = idParamsSchema.parse(request.params);
            const { version } = labelWriteSchema.parse(request.body);
            return { label: await labels.change(staffOf(request), id, version, action) };
          },
        );
      }

      scope.get(
        '/customers/',
        { config: { atlasPermission: 'customers.read' } },
        async (request) => {
          const { q, page } = searchQuerySchema.parse(request.query);
          const found = await directory.customers(
            q,
            ATLAS_PAGE_SIZE + 1,
            (page - 1) * ATLAS_PAGE_SIZE,
          );
          return {
            customers: found.slice(0, ATLAS_PAGE_SIZE),
            hasMore: found.length > ATLAS_PAGE_SIZE,
          };
        },
      );

      scope.get(
        '/approvals/',
        { config: { atlasPermission: 'products.read' } },
        async (request) => {
          const { page } = approvalQuerySchema.parse(request.query);
          const found = await approvals.pending(ATLAS_PAGE_SIZE + 1, (page - 1) * ATLAS_PAGE_SIZE);
          return {
            products: found.slice(0, ATLAS_PAGE_SIZE),
            hasMore: found.length > ATLAS_PAGE_SIZE,
          };
        },
      );

      /**
       * Tells a store's team (in-app, live and by push) once the decision is stored: a
       * failed notification is logged and never undoes the decision.
       */
      async function tellTeam(
        divisionId: number,
        notice: TeamNotice,
        log: { error: (error: unknown, message: string) => void },
      ) {
        try {
          const userIds = await ctx.repos.users.teamOf(divisionId);
          if (userIds.length > 0)
            await ctx.notifier.direct({ divisionId, userIds, source: 'staff', ...notice });
        } catch (error) {
          log.error(error, 'approval notification failed');
        }
      }

      /**
       * One product approved or denied (with the reason the seller will see), audited; its
       * store's team is told.
       */
      async function decide(
        who: ReturnType<typeof staffOf>,
        id: number,
        version: number,
        decision: 'approve' | 'deny',
        reason: string,
        log: { error: (error: unknown, message: string) => void },
      ): Promise<boolean> {
        const status = decision === 'approve' ? 'approved' : 'denied';
        const denial = decision === 'deny' ? reason : null;
        const decided = await ctx.db.transaction().execute(async (trx) => {
          if (!(await approvals.decide(trx, id, version, { status, reason: denial }))) return null;
          await audit.append(trx, {
            staffUserId: who.user.id,
            staffEmail: who.user.email,
            action: `product.${decision}`,
            subjectType: 'product',
            subjectId: id,
            before: { approvalStatus: 'pending', version },
            after: { approvalStatus: status, denialReason: denial },
            createdAt: now(),
          });
          return approvals.subject(trx, id);
        });
        if (!decided) return false;
        await tellTeam(
          decided.divisionId,
          productDecisionNotice(decision, { id, name: decided.name }, reason),
          log,
        );
        return true;
      }

      scope.post(
        '/approvals/:id/',
        { config: { atlasPermission: 'products.approve' } },
        async (request) => {
          const { id } = idParamsSchema.parse(request.params);
          const body = approvalDecisionSchema.parse(request.body);
          if (
            !(await decide(
              staffOf(request),
              id,
              body.version,
              body.decision,
              body.reason,
              request.log,
            ))
          )
            throw new ConflictError(APPROVAL_MESSAGES.decided);
          return { id, approvalStatus: body.decision === 'approve' ? 'approved' : 'denied' };
        },
      );

      scope.post(
        '/approvals/bulk-approve/',
        { config: { atlasPermission: 'products.approve' } },
        async (request) => {
          const { products } = bulkApprovalSchema.parse(request.body);
          const who = staffOf(request);
          const approved: number[] = [];
          const skipped: number[] = [];
          for (const product of products)
            ((await decide(who, product.id, product.version, 'approve', '', request.log))
              ? approved
              : skipped
            ).push(product.id);
          return { approved, skipped };
        },
      );

      scope.get(
        '/permission-requests/',
        { config: { atlasPermission: 'requests.read' } },
        async (request) => {
          const { status, page } = permissionRequestsQuerySchema.parse(request.query);
          const found = await permissionRequests.list(
            status,
            ATLAS_PAGE_SIZE + 1,
            (page - 1) * ATLAS_PAGE_SIZE,
          );
          return {
            requests: found.slice(0, ATLAS_PAGE_SIZE),
            hasMore: found.length > ATLAS_PAGE_SIZE,
          };
        },
      );

      /**
       * Grants or refuses a pending request with a note: the answer (compare and set on
       * `pending`, 409 when someone answered first), its effect (granting the dashboard
       * switches on the requester's dashboard access) and the audit row in one transaction;
       * then the requester is told by a notification in the store they asked from.
       */
      scope.post(
        '/permission-requests/:id/',
        { config: { atlasPermission: 'requests.answer' } },
        async (request) => {
          const { id } = idParamsSchema.parse(request.params);
          const { decision, note } = permissionRequestDecisionSchema.parse(request.body);
          const who = staffOf(request);
          const status = statusOfDecision(decision);
          const answered = await ctx.db.transaction().execute(async (trx) => {
            const found = await permissionRequests.find(trx, id);
            if (!found) throw new NotFoundError(PERMISSION_REQUEST_MESSAGES.notFound);
            const at = now();
            if (
              !(await permissionRequests.answer(trx, id, {
                status,
                note,
                staffUserId: who.user.id,
                at,
              }))
            )
              throw new ConflictError(PERMISSION_REQUEST_MESSAGES.answered);
            const grantsDashboard =
              decision === 'grant' && found.permissions.split(',').includes(DASHBOARD_PERMISSION);
            const hadDashboard = grantsDashboard
              ? await permissionRequests.grantDashboardAccess(trx, found.userId)
              : null;
            // Atlas permissions a staff member asked for join their own grants.
            const member = decision === 'grant' ? await staff.findIn(trx, found.userId) : null;
            const grant = member
              ? grantAtlasPermissions(member.role, member.grantedPermissions, found.permissions)
              : null;
            const grantsAtlas = member !== null && grant !== null && grant.added.length > 0;
            if (grantsAtlas)
              await permissionRequests.setGrantedPermissions(trx, found.userId, grant.granted);
            await audit.append(trx, {
              staffUserId: who.user.id,
              staffEmail: who.user.email,
              action: `permission-request.${decision}`,
              subjectType: 'permission_request',
              subjectId: id,
              before: {
                status: found.status,
                ...(grantsDashboard ? { dashboardAccess: hadDashboard } : {}),
                ...(grantsAtlas
                  ? { permissions: permissionsOfStaff(member.role, member.grantedPermissions) }
                  : {}),
              },
              after: {
                status,
                note,
                ...(grantsDashboard ? { dashboardAccess: true } : {}),
                ...(grantsAtlas
                  ? { permissions: permissionsOfStaff(member.role, grant.granted) }
                  : {}),
              },
              createdAt: at,
            });
            return {
              request: found,
              at,
              divisionId: await permissionRequests.noticeDivision(trx, found),
            };
          });
          // Told after the answer is stored: a failed notification never undoes the answer.
          let notified = false;
          if (answered.divisionId !== null) {
            try {
              const notice = permissionRequestNotice(decision, answered.request.permissions, note);
              await ctx.notifier.direct({
                divisionId: answered.divisionId,
                userIds: [answered.request.userId],
                source: 'staff',
                title: notice.title,
                body: notice.body,
                href: null,
                tag: `permission-request-${id}`,
              });
              notified = true;
            } catch (error) {
              request.log.error(error, 'permission request notification failed');
            }
          }
          return {
            request: {
              ...answered.request,
              status,
              note,
              answeredAt: answered.at,
              answeredBy: who.user.email,
            },
            notified,
          };
        },
      );

      // The spec's force2fa on a seller or customer: set at their next sign-in (session.ts).
      scope.post(
        '/customers/:id/force-two-factor/',
        { config: { atlasPermission: 'customers.write' } },
        async (request) => {
          const { id } = idParamsSchema.parse(request.params);
          const { value } = storeFlagSchema.parse(request.body);
          const who = staffOf(request);
          return ctx.db.transaction().execute(async (trx) => {
            const before = await trx
              .selectFrom('users')
              .select(['id', 'internal', 'force_two_factor'])
              .where('id', '=', id)
              .executeTakeFirst();
            if (!before) throw new NotFoundError(FORCE_TWO_FACTOR_MESSAGES.notFound);
            if (fromFlag(before.internal))
              throw new PermissionDeniedError(FORCE_TWO_FACTOR_MESSAGES.staff);
            await directory.setForceTwoFactor(trx, id, value);
            await audit.append(trx, {
              staffUserId: who.user.id,
              staffEmail: who.user.email,
              action: 'customer.force2fa',
              subjectType: 'user',
              subjectId: id,
              before: { force2fa: fromFlag(before.force_two_factor) },
              after: { force2fa: value },
              createdAt: now(),
            });
            return { force2fa: value };
          });
        },
      );

      scope.get('/stores/', { config: { atlasPermission: 'stores.read' } }, async (request) => {
        const { q, page } = searchQuerySchema.parse(request.query);
        const found = await directory.stores(q, ATLAS_PAGE_SIZE + 1, (page - 1) * ATLAS_PAGE_SIZE);
        return { stores: found.slice(0, ATLAS_PAGE_SIZE), hasMore: found.length > ATLAS_PAGE_SIZE };
      });

      // Pro on or off; active off takes the store offline (its guards send visitors away);
      // fraud and VIP are the spec's manufacturer isFraud and isVip. Each change is written
      // with its audit row in one transaction.
      for (const flag of STORE_FLAGS) {
        scope.post(
          `/stores/:id/${flag}/`,
          { config: { atlasPermission: 'stores.write' } },
          async (request) => {
            const { id } = idParamsSchema.parse(request.params);
            const { value } = storeFlagSchema.parse(request.body);
            const who = staffOf(request);
            const field = STORE_FLAG_FIELDS[flag];
            const answer = await ctx.db.transaction().execute(async (trx) => {
              const before = await directory.store(id, trx);
              if (!before) throw new NotFoundError('We were unable to find this store');
              await directory.setStoreFlag(trx, id, flag, value);
              await audit.append(trx, {
                staffUserId: who.user.id,
                staffEmail: who.user.email,
                action: `store.${flag}`,
                subjectType: 'store',
                subjectId: id,
                before: { [field]: before[field] },
                after: { [field]: value },
                createdAt: now(),
              });
              return { store: await directory.store(id, trx), changed: before[field] !== value };
            });
            // Active is the store's approval: its team hears when it changes.
            if (flag === 'active' && answer.changed && answer.store)
              await tellTeam(id, storeDecisionNotice(value, answer.store), request.log);
            return { store: answer.store };
          },
        );
      }
    },
    { prefix: '/atlas' },
  );
}
