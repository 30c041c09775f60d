import { AnswerCache } from '../../graphql/answer-cache.js';
import type { Feature } from '../feature.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { catalogueRestRoutes, registerHotelSearchRoute } from './catalogue.routes.js';
import { catalogueSeeder } from './catalogue.seed.js';
import { Hotel, HotelRoomNight, HotelRoomType } from './hotel.entity.js';
import { RoomInventoryKeeper } from './inventory.js';
import { registerMediaRoutes } from './media.routes.js';
import { Package } from './package.entity.js';
import { TransportOption } from './transport.entity.js';

// Packages, transport and hotels (with per-night room inventory), their search and their pictures.
export const catalogue: Feature = {
  name: 'catalogue',
  entities: [Package, TransportOption, Hotel, HotelRoomType, HotelRoomNight],
  resolvers: [CatalogueResolver],
  restRoutes: catalogueRestRoutes,
  routes: (app, { deps }) => {
    // the REST hotel search's answers, kept as the UTF-8 JSON it sends; requests waiting for one get a copy
    const answers = new AnswerCache<Buffer>(deps.config.catalogueCacheSeconds, {
      encode: (json) => json.toString('utf8'),
      decode: (json) => Buffer.from(json),
      share: (json) => Buffer.from(json),
    });
    const close = answers.open();
    app.addHook('onClose', async () => close());
    registerHotelSearchRoute(app, deps, answers);
    registerMediaRoutes(app, deps);
  },
  // packages, transport and hotels (with 365 nights of room availability), owned by the demo agents
  seeders: [catalogueSeeder],
  // hotel availability: the rolling window of nights kept filled (filled once before the process serves)
  background: (deps) => {
    const keeper = new RoomInventoryKeeper(deps.orm, deps.log);
    return { ready: () => keeper.runOnce(), start: () => keeper.start(), stop: () => keeper.stop() };
  },
};
