import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Authorized, Ctx, Extensions, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { PaginationInput } from '../../graphql/pagination.js';
import { addPilgrim, readMrz, removePilgrim } from './pilgrims.service.js';
import { autoAllocateRooms, setGroupRooms, setRooming } from './rooming.service.js';
import { addTransferLeg, bookGroupHotel, removeTransferLeg } from './stays.service.js';
import { createGroup, findGroup, listGroups, pilgrimCounts } from './umrah.service.js';
import {
  GroupHotelInput,
  GroupMoneyView,
  GroupRoomView,
  GroupStayView,
  MrzPassportView,
  PilgrimInput,
  PilgrimView,
  ReadinessView,
  RoomAssignmentInput,
  RoomCountInput,
  RoomingView,
  TransferLegInput,
  TransferLegView,
  UmrahGroupInput,
  UmrahGroupPageView,
  UmrahGroupView,
} from './umrah.types.js';
import { submitGroupVisas } from './visa-gate.js';
import {
  detailFor,
  type GroupRoot,
  groupView,
  legView,
  moneyOf,
  pilgrimView,
  pilgrimViews,
  readinessFor,
  roomingOf,
  stayView,
  visaLapseWarningOf,
} from './views.js';

// GraphQL for Umrah groups (issue 36). Every operation is the caller agency's own: travellers 403, another agency's
// group 404. A group's lists, readiness and money are field resolvers over one load of the group (views.ts).

// GraphQL hands over input class instances: plain objects for the services
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const em = (ctx: Context) => ctx.em as EntityManager;

async function viewOf(ctx: Context, id: string): Promise<GroupRoot> {
  const group = await findGroup(ctx, id);
  const counts = await pilgrimCounts(em(ctx), [group.id]);
  return groupView(group, counts.get(group.id) ?? 0);
}

@Resolver(() => UmrahGroupView)
export class UmrahGroupResolver {
  @Authorized()
  @Query(() => UmrahGroupPageView, { description: 'The caller agency’s Umrah groups, newest first (agents only).' })
  async umrahGroups(@Arg('pagination', () => PaginationInput, { nullable: true, description: 'Page size and offset.' }) pagination: PaginationInput | null, @Ctx() ctx: Context): Promise<UmrahGroupPageView> {
    const page = await listGroups(ctx, pagination);
    const counts = await pilgrimCounts(em(ctx), page.items.map((g) => g.id));
    return { ...page, items: page.items.map((g) => groupView(g, counts.get(g.id) ?? 0)) };
  }

  @Authorized()
  @Query(() => UmrahGroupView, { description: 'One of the caller agency’s Umrah groups (404 for anyone else’s).' })
  async umrahGroup(@Arg('id', () => ID, { description: 'Group id.' }) id: string, @Ctx() ctx: Context): Promise<UmrahGroupView> {
    return viewOf(ctx, id);
  }

  @Authorized()
  @Query(() => MrzPassportView, { description: 'Reads the two MRZ lines of a passport’s data page (ICAO 9303 TD3), every check digit verified; a failed check is a 400 naming it.' })
  parseMrz(@Arg('lines', () => [String], { description: 'The two 44-character lines.' }) lines: string[], @Ctx() ctx: Context): MrzPassportView {
    return readMrz(ctx, lines);
  }

  @Authorized()
  @Mutation(() => UmrahGroupView, { description: 'Creates an Umrah group for the caller’s agency: a package or a custom itinerary.' })
  async createUmrahGroup(@Arg('input', () => UmrahGroupInput, { description: 'The group’s name, package and itinerary.' }) input: UmrahGroupInput, @Ctx() ctx: Context): Promise<UmrahGroupView> {
    const group = await createGroup(ctx, plain(input) as unknown as Record<string, unknown>);
    return groupView(group, 0);
  }

  @Authorized()
  @Mutation(() => PilgrimView, { description: 'Adds one pilgrim (a passport already in the group is a 409 naming it).' })
  async addPilgrim(
    @Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string,
    @Arg('input', () => PilgrimInput, { description: 'The pilgrim’s fields as in the passport.' }) input: PilgrimInput,
    @Ctx() ctx: Context,
  ): Promise<PilgrimView> {
    return pilgrimView(await addPilgrim(ctx, groupId, plain(input) as unknown as Record<string, unknown>));
  }

  @Authorized()
  @Mutation(() => UmrahGroupView, { description: 'Cancels a pilgrim: out of the group’s counts and rooms (kept on record).' })
  async removePilgrim(
    @Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string,
    @Arg('pilgrimId', () => ID, { description: 'Pilgrim id.' }) pilgrimId: string,
    @Ctx() ctx: Context,
  ): Promise<UmrahGroupView> {
    await removePilgrim(ctx, groupId, pilgrimId);
    return viewOf(ctx, groupId);
  }

  @Authorized()
  @Mutation(() => UmrahGroupView, { description: 'Sets the rooms the group buys (count per occupancy; with a package, occupancies it offers). Pilgrims of rooms no longer there become unplaced.' })
  async setGroupRooms(
    @Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string,
    @Arg('rooms', () => [RoomCountInput], { description: 'Rooms per occupancy.' }) rooms: RoomCountInput[],
    @Ctx() ctx: Context,
  ): Promise<UmrahGroupView> {
    await setGroupRooms(ctx, groupId, plain(rooms));
    return viewOf(ctx, groupId);
  }

  @Authorized()
  @Mutation(() => RoomingView, { description: 'Allocates the pilgrims to the rooms automatically (families together, men and women apart) and saves it; leftovers are unplaced.' })
  async autoAllocateRooms(@Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string, @Ctx() ctx: Context): Promise<RoomingView> {
    return autoAllocateRooms(ctx, groupId);
  }

  @Authorized()
  @Mutation(() => RoomingView, { description: 'Saves the agent’s own allocation; one breaking a rule is a 409 naming the rule, room and people.' })
  async setRooming(
    @Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string,
    @Arg('rooms', () => [RoomAssignmentInput], { description: 'Who sleeps in each room (pilgrims not listed are unplaced).' }) rooms: RoomAssignmentInput[],
    @Ctx() ctx: Context,
  ): Promise<RoomingView> {
    return setRooming(ctx, groupId, plain(rooms));
  }

  @Authorized()
  @Mutation(() => GroupStayView, { description: 'Books a Makkah or Madinah hotel for the group through the hotel bookings (never oversold) and pays it from the agency wallet at once (402 when the wallet cannot: nothing is kept).' })
  async bookGroupHotel(
    @Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string,
    @Arg('input', () => GroupHotelInput, { description: 'City, hotel, room type, dates, rooms and guests.' }) input: GroupHotelInput,
    @Ctx() ctx: Context,
  ): Promise<GroupStayView> {
    const stay = await bookGroupHotel(ctx, groupId, plain(input));
    const group = await findGroup(ctx, groupId);
    const detail = await detailFor(em(ctx), groupView(group, 0));
    const facts = detail.stays.find((s) => s.id === stay.id);
    if (!facts) throw new Error('the booked stay is not in its group');
    return stayView(facts);
  }

  @Authorized()
  @Mutation(() => TransferLegView, { description: 'Records a ground transfer the agent booked (provider and confirmation number).' })
  async addTransferLeg(
    @Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string,
    @Arg('input', () => TransferLegInput, { description: 'The leg.' }) input: TransferLegInput,
    @Ctx() ctx: Context,
  ): Promise<TransferLegView> {
    return legView(await addTransferLeg(ctx, groupId, plain(input) as unknown as Record<string, unknown>));
  }

  @Authorized()
  @Mutation(() => UmrahGroupView, { description: 'Removes a transfer leg.' })
  async removeTransferLeg(
    @Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string,
    @Arg('legId', () => ID, { description: 'Transfer leg id.' }) legId: string,
    @Ctx() ctx: Context,
  ): Promise<UmrahGroupView> {
    await removeTransferLeg(ctx, groupId, legId);
    return viewOf(ctx, groupId);
  }

  @Authorized()
  @Mutation(() => UmrahGroupView, { description: 'When nothing is missing, creates one visa application per pilgrim; otherwise a 409 with the missing list (extensions.missing).' })
  async submitGroupVisas(@Arg('groupId', () => ID, { description: 'Group id.' }) groupId: string, @Ctx() ctx: Context): Promise<UmrahGroupView> {
    await submitGroupVisas(ctx, groupId);
    return viewOf(ctx, groupId);
  }

  // ---- a group's fields ----

  @FieldResolver(() => String, { nullable: true, description: 'The package’s name.' })
  async packageName(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<string | null> {
    if (!root.packageId) return null;
    return (await detailFor(em(ctx), root)).pkg?.name ?? null;
  }

  @FieldResolver(() => String, { description: 'draft, ready (nothing missing), visa_submitted or visa_issued (every application approved).' })
  async status(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<string> {
    const d = await detailFor(em(ctx), root);
    if (root.status === 'visa_submitted') {
      const visas = [...d.visas.values()];
      return visas.length > 0 && visas.every((v) => v.status === 'approved') ? 'visa_issued' : root.status;
    }
    if (root.status === 'draft' && readinessFor(d, ctx.now()).ready) return 'ready';
    return root.status;
  }

  @FieldResolver(() => [PilgrimView], { description: 'The active pilgrims, in the order added, with their visa status.' })
  async pilgrims(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<PilgrimView[]> {
    return pilgrimViews(await detailFor(em(ctx), root));
  }

  @FieldResolver(() => [GroupRoomView], { description: 'The rooms bought, with who sleeps in each.' })
  async rooms(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<GroupRoomView[]> {
    const d = await detailFor(em(ctx), root);
    return roomingOf(d.rooms, d.pilgrims).rooms;
  }

  @Extensions({ maxItems: 30 })
  @FieldResolver(() => [GroupStayView], { description: 'The hotel stays booked for the group.' })
  async stays(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<GroupStayView[]> {
    return (await detailFor(em(ctx), root)).stays.map(stayView);
  }

  @Extensions({ maxItems: 20 })
  @FieldResolver(() => [TransferLegView], { description: 'The ground transfers recorded, by date.' })
  async transfers(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<TransferLegView[]> {
    return (await detailFor(em(ctx), root)).transfers.map(legView);
  }

  @FieldResolver(() => ReadinessView, { description: 'What is missing before the visas can be asked for.' })
  async readiness(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<ReadinessView> {
    return readinessFor(await detailFor(em(ctx), root), ctx.now());
  }

  @FieldResolver(() => String, { nullable: true, description: 'From day 20 after the visas were issued: when unused visas lapse (30 days after issue).' })
  async visaLapseWarning(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<string | null> {
    if (root.status !== 'visa_submitted' && root.status !== 'visa_issued') return null;
    return visaLapseWarningOf(await detailFor(em(ctx), root), ctx.now());
  }

  @FieldResolver(() => GroupMoneyView, { description: 'What the group costs: rooms at per-bed prices plus the hotels booked.' })
  async money(@Root() root: GroupRoot, @Ctx() ctx: Context): Promise<GroupMoneyView> {
    return moneyOf(await detailFor(em(ctx), root));
  }
}
