import type { ApiModule } from '../../module-platform';
import { createStationSalesRepository } from './station-sales.repository';
import { stationSalesRoutes } from './station-sales.routes';
import { createStationSalesService } from './station-sales.service';

/** 販売管理: a station company's sales figures against its inventory and monthly budgets. */
export const stationSalesModule: ApiModule = async (api, { db, unitOfWork, clock }) => {
  await api.register(stationSalesRoutes, {
    stationSales: createStationSalesService(createStationSalesRepository(db), unitOfWork, clock),
  });
};
