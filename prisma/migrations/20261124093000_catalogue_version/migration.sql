-- CreateTable
CREATE TABLE "CatalogueVersion" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "CatalogueVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "CatalogueVersion" ("id", "version") VALUES (1, 0);

-- Every statement that writes a catalogue table bumps the version in its own transaction, so the
-- new number becomes visible exactly when the write does (a sequence would be visible before the
-- commit). BEFORE STATEMENT: the version row is locked before the statement's own row locks, so
-- catalogue writers queue on it in one order (no deadlock between two of them). The function keeps
-- the search_path of the migration (the app's schema on a shared PostgreSQL).
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "CatalogueVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Course_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Course"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "CourseVariant_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CourseVariant"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "Product_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "ProductVariant_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductVariant"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "ProductImage_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductImage"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "DroneSpecification_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DroneSpecification"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "PriceChange_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PriceChange"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
CREATE TRIGGER "ShippingMethod_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ShippingMethod"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
