/**
 * The files of a module that touch another module's tables, with why (test/module-graph.test.ts
 * fails on any other, and on an entry no longer needed). Reads of another module's tables go
 * through that module's exported read functions; an entry here is for a query that must join
 * or lock the other table in one statement or one transaction, or a known debt named as such.
 */
export const TABLE_ALLOWANCES: Record<string, { tables: string[]; why: string }> = {
  // Billing keeps orders' billed/paid cents in step with its bills and payments (decision 013).
  'billing/bill.service.ts': {
    tables: ['clients', 'orderItems', 'orders', 'packages', 'products'],
    why: 'issuing locks the order, writes its billed cents and copies its items (joined with their product and pack names) and its client into the bill, in one transaction',
  },
  'billing/bill-factura.ts': {
    tables: ['clients', 'orderItems', 'orders', 'packages', 'products'],
    why: "a factura's lines take the SIN codes of the order's products in the bill's transaction (joined in the items' order), and the buyer's NIT is the order's client's",
  },
  'billing/bill.repository.ts': {
    tables: ['orders'],
    why: "bills and payments move the order's billed, paid and credit cents in their own transaction",
  },
  'billing/payment-approval.ts': {
    tables: ['orders'],
    why: "a decision locks the order's totals with the bill's (FOR UPDATE) in its transaction",
  },
  'billing/payment-read.ts': {
    tables: ['clients', 'media', 'orders'],
    why: "the payments list filters and sorts on its order's number and client's name in one query; proofs are private media rows of the payment",
  },
  'billing/payment.service.ts': {
    tables: ['clients', 'media', 'orders'],
    why: "recording a payment locks the order, writes its paid cents and attaches the proof's media row in one transaction; the event names the order's number and client (debt: these two reads could move to orders/clients)",
  },
  'billing/receivable.repository.ts': {
    tables: ['clients'],
    why: "'Cuentas por cobrar' groups bills by client and searches and sorts on the client's name in one aggregate query",
  },
  'billing/billing-info.service.ts': {
    tables: ['media'],
    why: "the logo and signature are media rows attached to themselves, checked and claimed in the saving transaction (debt: could be media's read/attach functions)",
  },
  'whatsapp/whatsapp-media.ts': {
    tables: ['media'],
    why: "a file received on WhatsApp is a private media row inserted and claimed by its message in one transaction, and read back by its storage key for a proof's copy",
  },
  // Accounts: auth owns the users table; Usuarios and clients are its two faces (decision 007).
  'users/user.service.ts': {
    tables: ['users'],
    why: "Usuarios is the staff's management of auth's accounts: its rows are auth's users, read through the shared soft-delete helpers",
  },
  'clients/client-account.ts': {
    tables: ['users'],
    why: "a client's account is created and linked with the client in one transaction",
  },
  'clients/client.repository.ts': {
    tables: ['institutions', 'users'],
    why: "the clients list joins the institution's name and the account's e-mail in one query (sorted and filtered on them)",
  },
  'clients/client.service.ts': {
    tables: ['institutions', 'users'],
    why: "a client's institution is locked while the client is written; the linked account is read in the same transaction",
  },
  'institutions/institution.repository.ts': {
    tables: ['clients'],
    why: 'an institution counts its clients (details, delete refused while in use); clients build on institutions, so institutions cannot import them without a cycle',
  },
  // Materials read the products' and orders' tables and are unknown to them (ARCHITECTURE.md).
  'materials/bom.repository.ts': {
    tables: ['productSizes', 'products'],
    why: "a bill of materials joins the product's sizes in one query",
  },
  'materials/bom.ts': {
    tables: ['products'],
    why: 'the product is locked while its bill of materials is written',
  },
  'materials/material.repository.ts': {
    tables: ['products'],
    why: 'where a material is used joins the products in one query',
  },
  'materials/movement.repository.ts': {
    tables: ['orders'],
    why: "the movements list joins each movement's order number in one query",
  },
  'materials/requirements.repository.ts': {
    tables: ['orderItems', 'orderPeople', 'orderPersonSizes', 'orders', 'packageItems', 'products'],
    why: "requirements aggregate the open orders' items and people (packs expanded, their people's sizes per product) by product and size",
  },
  'materials/requirements.ts': {
    tables: ['orders'],
    why: "'Registrar consumo' is idempotent under the order's lock, taken in its transaction",
  },
  'models/model.repository.ts': {
    tables: ['lines'],
    why: "a product shows its model with the line's name, joined in one query",
  },
  // Orders price and size their items from the catalogue inside the saving transaction.
  'orders/order-items.ts': {
    tables: ['packageItems', 'productSizes', 'products'],
    why: "an order's items are priced and sized from the catalogue (packs expanded) inside the saving transaction",
  },
  'orders/order-pieces.ts': {
    tables: ['packageItems'],
    why: "each order keeps its pieces, packs expanded, recomputed in one statement in the transaction that changes its items or a pack's contents (issue 38)",
  },
  'orders/order-pack-people.ts': {
    tables: ['packageItems', 'products'],
    why: "a pack item's people are sized by the pack's products, read with their codes inside the saving transaction",
  },
  'orders/order-stored.ts': {
    tables: ['productSizes', 'products'],
    why: "an order in production keeps its people's sizes: they are re-read, joined with the product, in the update's transaction",
  },
  'orders/order.repository.ts': {
    tables: ['models', 'packageItems', 'packages', 'personDeliveries', 'products'],
    why: 'the orders list filters by line and model through its items (packs expanded) in one query; usages check live packs; an order answer counts its people handed their bag (deliveries build on orders, so orders cannot import them without a cycle)',
  },
  'orders/production-sheet.repository.ts': {
    tables: [
      'clients',
      'institutions',
      'lines',
      'modelColors',
      'models',
      'packageItems',
      'productSizes',
      'products',
    ],
    why: "the production sheet is one read across the order's client, institution and catalogue, joined per query",
  },
  'products/product.repository.ts': {
    tables: ['models'],
    why: "the products list filters by the model's name and line in subqueries of one query",
  },
  'production/pieces-done.ts': {
    tables: ['orders'],
    why: 'each order keeps its pieces through the last stage, recomputed from the ledger in one statement in the transaction that records a count or changes the last stage (issue 38)',
  },
  'reports/report.repository.ts': {
    tables: [
      'clients',
      'institutions',
      'lines',
      'materials',
      'modelColors',
      'models',
      'orderItems',
      'orders',
      'packageItems',
      'payments',
      'products',
    ],
    why: 'reports are SQL aggregates over the whole database; reports import no module (decision 018)',
  },
  'reports/report-rollup.ts': {
    tables: [
      'bills',
      'models',
      'orderItems',
      'orderPeople',
      'orderPersonSizes',
      'orderStatusHistory',
      'orders',
      'packageItems',
      'payments',
      'products',
      'stockMovements',
    ],
    why: 'the reports’ daily roll-ups are rebuilt from the whole database by SQL (decision 029)',
  },
  'reports/margin.repository.ts': {
    tables: [
      'clients',
      'lineCosts',
      'lines',
      'materials',
      'models',
      'orderItems',
      'orderPeople',
      'orderPersonSizes',
      'orders',
      'packageItems',
      'productCosts',
      'productMaterialSizes',
      'productMaterials',
      'productSizes',
      'products',
      'stockMovements',
    ],
    why: "cost and margin per period, line and client (decision 028) are one SQL aggregate over the orders' items, bills of materials, average costs and cost settings, like every report",
  },
  'support/ticket.repository.ts': {
    tables: ['clients', 'media', 'orders'],
    why: "the inbox joins the client's name and order number in one query; a ticket's files are private media rows it attaches and reads (debt: the thread's name reads could move)",
  },
  'whatsapp/whatsapp.repository.ts': {
    tables: ['clients'],
    why: "the conversations list joins each client's name in one query",
  },
};
