// Many rows in the admin tables at once, for the admin bench (scripts/bench/admin.ts, 100 000 of
// each; scripts/bench/purchases.ts, 1 000 000 purchases) and the "no N+1" test: set-based SQL on
// the current schema, through any driver (`query` runs one statement).
type Query = (sql: string) => Promise<unknown>;

/**
 * Rows number `from`..`to` of `total` of each admin table: users, a product with a variant, a job
 * offer and a provider card per user, purchases with a line each (set-based statements).
 */
export async function insertAdminRows(query: Query, from: number, to: number, total: number): Promise<void> {
  const series = `generate_series(${from}, ${to}) AS g`;
  await query(`
    INSERT INTO "User" (id, email, "emailVerified", role, "firstName", "lastName", "companyName", nip,
      "publicFlg", "premiumUserFlg", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'bench' || g || '@example.com', true,
      (ARRAY['USER','USER','USER','B2B','INSTRUCTOR','SELLER'])[1 + g % 6]::"Role",
      CASE WHEN g % 6 <> 3 THEN 'Jan' || g END, CASE WHEN g % 6 <> 3 THEN 'Kowalski' || (g % 997) END,
      CASE WHEN g % 6 = 3 THEN 'Firma ' || g END, CASE WHEN g % 6 = 3 THEN lpad(g::text, 10, '0') END,
      g % 4 = 0, g % 9 = 0, now() - g * interval '1 minute', now()
    FROM ${series}`);
  await query(`
    INSERT INTO "Product" (id, name, "nameEn", category, published, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'Dron ' || g, 'Drone ' || g,
      (ARRAY['EQUIPMENT','ACCESSORY','GADGET','SOFTWARE','SERVICE','VOUCHER'])[1 + g % 6]::"ProductCategory",
      g % 10 <> 0, now() - g * interval '1 minute', now()
    FROM ${series}`);
  await query(`
    INSERT INTO "ProductVariant" (id, "productId", name, "priceGross", stock)
    SELECT gen_random_uuid(), p.id, 'Standard', 19900, 5
    FROM "Product" p WHERE NOT EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."productId" = p.id)`);
  // An offer and a provider card per user (a card's user is unique).
  await query(`
    INSERT INTO "JobOffer" (id, number, "authorId", category, description, location, "fulfillmentTime", status,
      "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'ZL/BENCH/' || lpad(g::text, 7, '0'), u.id,
      (ARRAY['OBJECT_INSPECTION','THERMOVISION','PHOTOGRAPHY','VIDEO','GEODESY','AGRICULTURE'])[1 + g % 6]::"ServiceCategory",
      'Zlecenie ' || g, 'Warszawa', 'ONE_MONTH', CASE WHEN g % 3 = 0 THEN 'ENDED' ELSE 'OPEN' END::"JobOfferStatus",
      now() - g * interval '1 minute', now()
    FROM ${series} JOIN "User" u ON u.email = 'bench' || g || '@example.com'`);
  await query(`
    INSERT INTO "PublicProfile" (id, "userId", "companyName", lat, lng, town, status, services, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), u.id, 'Usługi dronowe ' || g, 52.2, 21.0, 'Miasto ' || (g % 500),
      (ARRAY['PENDING','APPROVED','APPROVED','HIDDEN'])[1 + g % 4]::"PublicProfileStatus",
      ARRAY[(ARRAY['PHOTOGRAPHY','VIDEO','GEODESY'])[1 + g % 3]]::"ServiceCategory"[],
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    FROM ${series} JOIN "User" u ON u.email = 'bench' || g || '@example.com'`);
  await insertPurchases(query, from, to, total);
}

/**
 * Purchases number `from`..`to` of `total` (spread over two years, one line each), in two set-based
 * statements.
 */
export async function insertPurchases(query: Query, from: number, to: number, total: number): Promise<void> {
  await query(`
    INSERT INTO "Purchase" (id, number, status, "paymentType", "buyerType", language, name, "streetAndNumber",
      "postalCode", city, phone, email, "invNip", notes, "shippingPriceGross", "itemsGross", "discountGross",
      "totalGross", "containsCourses", "containsProducts", "idempotencyKey", "accessTokenHash", "payBefore",
      "paidAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(),
      (2024 + (g * 2 / ${total}))::text || '/' || lpad(g::text, 7, '0'),
      (ARRAY['PLACED','PAID','SEND','DELIVERED','COMPLETED','NO_PAID','PAID','COMPLETED','DELIVERED','COMPLETED'])[1 + g % 10]::"PurchaseStatus",
      (ARRAY['PRZELEWY24_TRANSFER','TRADITIONAL_TRANSFER','PRZELEWY24_TRANSFER','O_TRANSFER'])[1 + (g / 7) % 4]::"PaymentType",
      CASE WHEN g % 5 = 0 THEN 'BUSINESS' ELSE 'INDIVIDUAL' END::"BuyerType",
      'PL'::"Language",
      CASE WHEN g % 5 = 0 THEN 'Firma ' || g ELSE 'Klient ' || g END,
      'ul. Polna ' || (g % 200), lpad((g % 100)::text, 2, '0') || '-' || lpad((g % 1000)::text, 3, '0'),
      'Warszawa', '+48 600 000 000', 'klient' || g || '@example.com',
      CASE WHEN g % 5 = 0 THEN lpad((g % 10000000000)::text, 10, '0') END,
      '', CASE WHEN g % 3 = 0 THEN 1999 ELSE 0 END,
      10000 + (g::bigint * 7919) % 990000, 0, 10000 + (g::bigint * 7919) % 990000 + CASE WHEN g % 3 = 0 THEN 1999 ELSE 0 END,
      g % 3 <> 0, g % 3 = 0 OR g % 7 = 0,
      'bench-' || g, md5('bench' || g) || md5('token' || g),
      CASE WHEN (g / 7) % 4 IN (0, 2) THEN now() + interval '1 day' END,
      CASE WHEN g % 10 NOT IN (0, 5) THEN now() - (g::double precision / ${total}) * interval '730 days' END,
      now() - (g::double precision / ${total}) * interval '730 days',
      now()
    FROM generate_series(${from}, ${to}) AS g`);
  await query(`
    INSERT INTO "PurchaseItem" (id, "purchaseId", kind, name, "variantName", quantity, "unitPriceGross",
      "vatRate", "discountGross", "totalGross", "sortOrder")
    SELECT gen_random_uuid(), p.id, 'PRODUCT'::"PurchaseItemKind", 'Dron Orlik Mini 2', 'Standard', 1,
      p."itemsGross", 23, 0, p."itemsGross", 0
    FROM "Purchase" p WHERE NOT EXISTS (SELECT 1 FROM "PurchaseItem" i WHERE i."purchaseId" = p.id)`);
}
