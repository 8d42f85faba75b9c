import { defineModule } from '../module';
import { createBomService, type BomService } from './bom';
import { withCosting } from './costing';
import { costingRoutes } from './costing.routes';
import { materialRoutes } from './material.routes';
import { createMaterialService, type MaterialService } from './material.service';
import { createRequirementsService, type RequirementsService } from './requirements';
import { purchaseOrderRoutes } from './purchase-order.routes';
import { createPurchaseOrderService, type PurchaseOrderService } from './purchase-order.service';
import { supplierRoutes } from './supplier.routes';
import { createSupplierService, type SupplierService } from './supplier.service';

declare module 'fastify' {
  interface FastifyInstance {
    materials: MaterialService;
    boms: BomService;
    requirements: RequirementsService;
    suppliers: SupplierService;
    purchaseOrders: PurchaseOrderService;
  }
}

export const materialsModule = defineModule(
  'materials',
  async (app) => {
    const { db, dialect } = app;
    app.decorate('materials', createMaterialService({ db, dialect }));
    app.decorate('boms', createBomService({ db, dialect }));
    app.decorate('requirements', createRequirementsService({ db, dialect }));
    app.decorate('suppliers', createSupplierService({ db, dialect }));
    app.decorate('purchaseOrders', createPurchaseOrderService({ db, dialect }));
    // A director's order answer carries its cost and margin (issue 39, decision 028).
    app.orders.setCosting((order) => withCosting(db, order));
    await app.register(materialRoutes);
    await app.register(supplierRoutes);
    await app.register(purchaseOrderRoutes);
    await app.register(costingRoutes);
  },
  ['orders'],
);
