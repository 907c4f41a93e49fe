import { labelRefusal } from '../../src/backOffice';
import { ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/rows';
import { ATLAS_MESSAGES } from '../../src/backOffice';
import type { AuditRepository } from './auditRepository';
import type { AtlasStaff } from './guard';
import { labelPdf } from './labelPdf';
import type { FactoryLabel, LabelsRepository } from './labelsRepository';

export interface AtlasLabelsDeps {
  ctx: AppContext;
  audit: AuditRepository;
  labels: LabelsRepository;
}

/** Factory labels: create for an order, print (PDF), reprint, cancel, mark picked; each audited. */
export function createAtlasLabels({ ctx, audit, labels }: AtlasLabelsDeps) {
  const now = () => new Date(ctx.config.clock()).toISOString();

  async function load(id: number): Promise<FactoryLabel> {
    const label = await labels.find(id);
    if (!label) throw new NotFoundError('Label not found');
    return label;
  }

  const refuse = (message: string) => new ValidationError(message, [{ field: 'label', message }]);

  const log = (
    staff: AtlasStaff,
    action: string,
    subject: string | number,
    before: unknown,
    after: unknown,
  ) =>
    audit.append(ctx.db, {
      staffUserId: staff.user.id,
      staffEmail: staff.user.email,
      action,
      subjectType: action.startsWith('order.') ? 'order' : 'label',
      subjectId: subject,
      before,
      after,
      createdAt: now(),
    });

  return {
    async create(staff: AtlasStaff, orderId: number) {
      const order = await ctx.repos.orders.findById(orderId);
      if (!order) throw new NotFoundError('Order not found');
      let created: FactoryLabel[];
      try {
        created = await labels.createForOrder(orderId, now());
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(ATLAS_MESSAGES.stale);
        throw error;
      }
      if (created.length > 0)
        await log(staff, 'order.labels.create', orderId, null, {
          labels: created.map((label) => label.id),
        });
      return created;
    },

    /** The label's PDF; each print (the first and every reprint) is counted and logged. */
    async print(staff: AtlasStaff, id: number, version: number): Promise<Buffer> {
      const label = await load(id);
      const refusal = labelRefusal(label, 'print');
      if (refusal) throw refuse(refusal);
      if (!(await labels.recordPrint(id, version, staff.user.id, now())))
        throw new ConflictError(ATLAS_MESSAGES.stale);
      const item = await ctx.db
        .selectFrom('order_items')
        .select(['order_id', 'name', 'options', 'quantity'])
        .where('id', '=', label.orderItemId)
        .executeTakeFirstOrThrow();
      await log(
        staff,
        'label.print',
        id,
        { timesPrinted: label.timesPrinted },
        {
          timesPrinted: label.timesPrinted + 1,
        },
      );
      return labelPdf({
        labelId: id,
        orderId: item.order_id,
        itemName: item.name,
        options: JSON.parse(item.options) as Record<string, string>,
        counter: label.counter,
        quantity: item.quantity,
        timesPrinted: label.timesPrinted + 1,
        pickface: label.pickface,
        pretreats: label.pretreatLogs.length,
      });
    },

    /** Logs a pretreat of the label's garment (who and when), audited. */
    async pretreat(staff: AtlasStaff, id: number, version: number) {
      const label = await load(id);
      const refusal = labelRefusal(label, 'pretreat');
      if (refusal) throw refuse(refusal);
      if (!(await labels.recordPretreat(id, version, staff.user.id, now())))
        throw new ConflictError(ATLAS_MESSAGES.stale);
      const after = await load(id);
      await log(
        staff,
        'label.pretreat',
        id,
        { pretreats: label.pretreatLogs.length },
        { pretreats: after.pretreatLogs.length },
      );
      return after;
    },

    /** Puts the label on a pickface (an empty one clears it), audited. */
    async setPickface(staff: AtlasStaff, id: number, version: number, pickface: string) {
      const label = await load(id);
      const refusal = labelRefusal(label, 'pickface');
      if (refusal) throw refuse(refusal);
      if (!(await labels.setPickface(id, version, pickface)))
        throw new ConflictError(ATLAS_MESSAGES.stale);
      const after = await load(id);
      await log(staff, 'label.pickface', id, { pickface: label.pickface }, { pickface });
      return after;
    },

    async change(staff: AtlasStaff, id: number, version: number, action: 'cancel' | 'pick') {
      const label = await load(id);
      const refusal = labelRefusal(label, action);
      if (refusal) throw refuse(refusal);
      const at = now();
      const done =
        action === 'cancel'
          ? await labels.cancel(id, version, at)
          : await labels.pick(id, version, at);
      if (!done) throw new ConflictError(ATLAS_MESSAGES.stale);
      const after = await load(id);
      await log(
        staff,
        `label.${action}`,
        id,
        { cancelled: label.cancelled, pickedAt: label.pickedAt },
        { cancelled: after.cancelled, pickedAt: after.pickedAt },
      );
      return after;
    },
  };
}
