// Generated from openapi.json by npm run openapi:print (openapi-typescript). Do not edit.
export interface paths {
    "/api/v1/user-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s account */
        get: operations["getUserAccount"];
        /** Edit the signed-in user’s own data */
        put: operations["putUserAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-account/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registration submission: complete the account as a person or a company
         * @description The last step of registration for a REGISTER user, who becomes USER (person) or B2B (company).
         */
        post: operations["postUserAccountRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the academy holds about the signed-in user, as a ZIP
         * @description `my-data.json` (account, courses and progress, quiz results, exams, practice, certificates, purchases, seats, work slots, e-mails sent) and the stored files (competence documents, uploaded certificates), streamed. Content-Disposition: attachment; filename="skypilot-my-data-YYYY-MM-DD.zip".
         */
        get: operations["getUserAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-account/deletion-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the own account to be deleted (an administrator confirms)
         * @description Asking again keeps the first date. The administrators are told by e-mail.
         */
        post: operations["postUserAccountDeletionRequest"];
        /** Withdraw the own deletion request */
        delete: operations["deleteUserAccountDeletionRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a requested account deletion
         * @description Admins. Erases the personal data (names, numbers, company data, phones, e-mail, password) and the user’s own files, cancels bookings still to come, makes the account INACTIVE with `deletedAt` and ends its sessions; purchases and invoices are kept. 422 ACCOUNT_DELETION_NOT_REQUESTED when the user has not asked (or the account is already deleted).
         */
        post: operations["postAdminUsersByIdDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored file: public ones to anyone, private ones to their owner or an admin */
        get: operations["getFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/mail/{id}/attachments/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An attachment of an outbox message (e.g. a booking’s calendar invitation)
         * @description Admins (read:mail:any). The bytes as the message carries them, in their stored content type (e.g. `text/calendar; charset=utf-8; method=REQUEST`), as an attachment under its file name. An unknown message or index: 404.
         */
        get: operations["getAdminMailByIdAttachmentsByIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Course catalogue: public and upcoming courses in one language, pages of 25 */
        get: operations["getCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A course’s details
         * @description Listed courses for anyone; an admin also sees private ones.
         */
        get: operations["getCoursesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All courses: search, filters, sort and numbered pages */
        get: operations["getAdminCourses"];
        put?: never;
        /** Create a course (a private draft); returns courseId */
        post: operations["postAdminCourses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course, whatever its visibility */
        get: operations["getAdminCoursesById"];
        /** Edit a course; only the fields sent change */
        put: operations["putAdminCoursesById"];
        post?: never;
        /** Delete a course */
        delete: operations["deleteAdminCoursesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplicate a course; returns the copy’s courseId */
        post: operations["postAdminCoursesByIdDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/discount-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course’s discount coupons, newest first */
        get: operations["getAdminCoursesByIdDiscountCoupons"];
        put?: never;
        /** Create a discount coupon of a course */
        post: operations["postAdminCoursesByIdDiscountCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/discount-coupons/{couponId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a discount coupon of a course */
        put: operations["putAdminCoursesByIdDiscountCouponsByCouponId"];
        post?: never;
        /** Delete a discount coupon of a course */
        delete: operations["deleteAdminCoursesByIdDiscountCouponsByCouponId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products/{id}/discount-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product’s discount coupons, newest first */
        get: operations["getAdminProductsByIdDiscountCoupons"];
        put?: never;
        /** Create a discount coupon of a product */
        post: operations["postAdminProductsByIdDiscountCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products/{id}/discount-coupons/{couponId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a discount coupon of a product */
        put: operations["putAdminProductsByIdDiscountCouponsByCouponId"];
        post?: never;
        /** Delete a discount coupon of a product */
        delete: operations["deleteAdminProductsByIdDiscountCouponsByCouponId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shop products, newest first, optionally of some categories and a kind */
        get: operations["getProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product’s details (a draft is not found) */
        get: operations["getProductsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin product table: search (Polish or English name), category filter, sort and pages */
        get: operations["getAdminProducts"];
        put?: never;
        /** Create a product (with a "Standard" variant); returns productId */
        post: operations["postAdminProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product for the editor: Polish texts, and the English ones in the …En fields */
        get: operations["getAdminProductsById"];
        /** Edit a product in both languages (the …En fields: English); only the fields sent change */
        put: operations["putAdminProductsById"];
        post?: never;
        /** Delete a product with its pictures and video */
        delete: operations["deleteAdminProductsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipping-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipping methods, cheapest first, in the reader’s language */
        get: operations["getShippingMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shipping-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a shipping method */
        post: operations["postAdminShippingMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shipping-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a shipping method (English texts left out stay as they are) */
        put: operations["putAdminShippingMethodsById"];
        post?: never;
        /** Delete a shipping method */
        delete: operations["deleteAdminShippingMethodsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart rebuilt from the catalogue: prices, VAT, availability, coupon, shipping (anyone) */
        post: operations["postShopCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the order (idempotent per idempotency key); visitors may buy products, courses need an account */
        post: operations["postShopCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in buyer’s purchases, newest first */
        get: operations["getShopPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/purchases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A purchase: for its buyer, an admin, a seller, or a guest with the token from the e-mail link */
        get: operations["getShopPurchasesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every purchase (admins; sellers read-only): search, filters, sort, 25 a page */
        get: operations["getAdminShopPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/purchases/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales spreadsheet (XLSX, streamed) of the purchases matching the filters, in the list’s order
         * @description Admins and sellers. The header row is in `lang`, else Accept-Language, else Polish. Content-Disposition: attachment; filename="sales-YYYY-MM-DD.xlsx".
         */
        get: operations["getAdminShopPurchasesExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/purchases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A purchase with its lines and events (admins; sellers read-only) */
        get: operations["getAdminShopPurchasesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/purchases/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm the payment: PLACED → PAID (courses or seats granted, invoice issued) */
        put: operations["putAdminShopPurchasesByIdPaid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/purchases/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel: PLACED or PAID (not yet sent) → NO_PAID; reservations released */
        put: operations["putAdminShopPurchasesByIdCancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/purchases/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark shipped: PAID → SEND (purchases holding products) */
        put: operations["putAdminShopPurchasesByIdSend"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/purchases/{id}/completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Complete: SEND → DELIVERED, or PAID → COMPLETED when nothing is shipped */
        put: operations["putAdminShopPurchasesByIdCompleted"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/purchases/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start (or restart) the Przelewy24 payment of a placed purchase
         * @description For the buyer who owns the purchase, or a guest with the private-link token. Each call registers a new attempt (a new sessionId) and answers where to send the buyer. Only PLACED Przelewy24 purchases within their time to pay and up to 55,000 PLN (BUSINESS_RULE: PURCHASE_NOT_PAYABLE, PAYMENT_TIME_EXPIRED, PRZELEWY24_AMOUNT_TOO_HIGH, PRZELEWY24_UNAVAILABLE).
         */
        post: operations["postShopPurchasesByIdPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/przelewy24/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Przelewy24 status notification (urlStatus)
         * @description Called by Przelewy24 after a payment. The sign, ids, sessionId, amount and currency are checked, the payment is verified with Przelewy24 and the purchase marked PAID. A replay answers 200 and changes nothing; a forged or mismatched notification is 400 P24_NOTIFICATION_REFUSED.
         */
        post: operations["postPaymentsPrzelewy24Status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/przelewy24/refund-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Przelewy24 refund notification (the refund’s urlStatus)
         * @description Called by Przelewy24 when a refund is done (status 0) or rejected. The sign, merchant, requestId, refundsUuid and amount are checked; a replay answers 200 and changes nothing; anything else is 400 P24_NOTIFICATION_REFUSED.
         */
        post: operations["postPaymentsPrzelewy24RefundStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/purchases/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a paid purchase, whole or in part
         * @description Admins. The chosen lines (course access ends, places return; product stock returns with restock) and the shipping. PRZELEWY24: requested and sent to Przelewy24 (done when it notifies); TRANSFER: recorded as given back by bank transfer (done at once). A refund of an invoiced purchase issues a correction invoice.
         */
        post: operations["postAdminShopPurchasesByIdRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/refunds/{id}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a refund that waits (NEEDED) or failed through Przelewy24 (one click) */
        post: operations["postAdminShopRefundsByIdRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/refunds/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a refund that waits (NEEDED) or failed was given back by bank transfer */
        post: operations["postAdminShopRefundsByIdTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/payments/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconcile now: ask Przelewy24 about every unfinished payment and refund
         * @description Admins. What the scheduled pass does every minute, at once and without its grace period: unfinished payments are verified and settled, purchases past their time to pay cancelled, refunds sent or finished.
         */
        post: operations["postAdminPaymentsReconcile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/purchases/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VAT invoice of a paid purchase as a PDF
         * @description For the buyer, an admin, a seller, or a guest with the access token. Polish with English subtitles. Content-Disposition: attachment; filename="faktura-FV-2026-000042.pdf".
         */
        get: operations["getShopPurchasesByIdInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/purchases/{id}/invoice.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The structured e-invoice FA(3) (KSeF) of an invoice
         * @description The file sent to KSeF once the invoice was submitted; before that, only purchases of business buyers (with a NIP) have one. Same access as the PDF. Content-Disposition: attachment; filename="faktura-FV-2026-000042.xml".
         */
        get: operations["getShopPurchasesByIdInvoiceXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/purchases/{id}/corrections/{correctionId}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A correction invoice (faktura korygująca) of a refund as a PDF
         * @description Issued when a refund of an invoiced purchase is done (Purchase.corrections lists them). Same access as the invoice. Content-Disposition: attachment; filename="faktura-korygujaca-FK-2026-000003.pdf".
         */
        get: operations["getShopPurchasesByIdCorrectionsByCorrectionIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/purchases/{id}/corrections/{correctionId}.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A correction invoice as the FA(3) e-invoice (RodzajFaktury KOR)
         * @description The file sent to KSeF once the correction was submitted; before that, only purchases of business buyers (with a NIP). Same access as the PDF. Content-Disposition: attachment; filename="faktura-korygujaca-FK-2026-000003.xml".
         */
        get: operations["getShopPurchasesByIdCorrectionsByCorrectionIdXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/e-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices on their way to KSeF (newest issue first, 25 a page) */
        get: operations["getAdminEInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/e-invoices/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where invoicing through KSeF stands (mode, waiting, rejected, overdue) */
        get: operations["getAdminEInvoicesOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/e-invoices/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Send consumers’ invoices to KSeF too (from now on) */
        put: operations["putAdminEInvoicesSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/e-invoices/simulator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Demo: make the local KSeF simulator answer as if KSeF were down (or up again) */
        put: operations["putAdminEInvoicesSimulator"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/e-invoices/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a rejected (or waiting) invoice again
         * @description A rejected invoice is rendered anew (with `buyer` corrected first if given); a waiting one is sent at the next pass at once. Accepted or being sent: 422 BUSINESS_RULE KSEF_RESEND_NOT_ALLOWED.
         */
        post: operations["postAdminEInvoicesByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/e-invoices/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send now: what the scheduled pass does, at once */
        post: operations["postAdminEInvoicesSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/e-invoices/{id}/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The FA(3) XML sent to KSeF */
        get: operations["getAdminEInvoicesByIdXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/e-invoices/{id}/upo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The UPO (KSeF’s acknowledgement of receipt) */
        get: operations["getAdminEInvoicesByIdUpo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subjects of a course, in order */
        get: operations["getAdminCoursesByIdSubjects"];
        put?: never;
        /** Add a subject at the end of the course */
        post: operations["postAdminCoursesByIdSubjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Swap two subjects of the course (up and down arrows) */
        put: operations["putAdminCoursesByIdSubjectsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a subject */
        put: operations["putAdminCoursesByIdSubjectsBySid"];
        post?: never;
        /** Delete a subject with its lessons and their files (irreversible); later subjects move up */
        delete: operations["deleteAdminCoursesByIdSubjectsBySid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lessons of a subject, in order */
        get: operations["getAdminCoursesByIdSubjectsBySidLessons"];
        put?: never;
        /** Add a lesson at the end of the subject; returns lessonId */
        post: operations["postAdminCoursesByIdSubjectsBySidLessons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Swap two lessons of the subject */
        put: operations["putAdminCoursesByIdSubjectsBySidLessonsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons/{lid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson with its segments and its quiz questions (with the correct answers) */
        get: operations["getAdminCoursesByIdSubjectsBySidLessonsByLid"];
        /** Edit a lesson: title and/or pass threshold (1..100); absent fields stay */
        put: operations["putAdminCoursesByIdSubjectsBySidLessonsByLid"];
        post?: never;
        /** Delete a lesson with its segments, files, questions and quiz results (irreversible) */
        delete: operations["deleteAdminCoursesByIdSubjectsBySidLessonsByLid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons/{lid}/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a segment at the end of the lesson (files are uploaded through GraphQL multipart) */
        post: operations["postAdminCoursesByIdSubjectsBySidLessonsByLidSegments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons/{lid}/segments/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Swap two segments of the lesson */
        put: operations["putAdminCoursesByIdSubjectsBySidLessonsByLidSegmentsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons/{lid}/segments/{segId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a segment’s content (rich text or caption) */
        put: operations["putAdminCoursesByIdSubjectsBySidLessonsByLidSegmentsBySegId"];
        post?: never;
        /** Delete a segment and its file; later segments move up */
        delete: operations["deleteAdminCoursesByIdSubjectsBySidLessonsByLidSegmentsBySegId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons/{lid}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quiz questions of a lesson, in order, with the correct answers */
        get: operations["getAdminCoursesByIdSubjectsBySidLessonsByLidQuestions"];
        put?: never;
        /** Add a quiz question at the end of the lesson */
        post: operations["postAdminCoursesByIdSubjectsBySidLessonsByLidQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons/{lid}/questions/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Swap two quiz questions of the lesson */
        put: operations["putAdminCoursesByIdSubjectsBySidLessonsByLidQuestionsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/subjects/{sid}/lessons/{lid}/questions/{qid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quiz question with its answers */
        get: operations["getAdminCoursesByIdSubjectsBySidLessonsByLidQuestionsByQid"];
        /** Edit a quiz question’s content and answers (kept answers keep their ids) */
        put: operations["putAdminCoursesByIdSubjectsBySidLessonsByLidQuestionsByQid"];
        post?: never;
        /** Delete a quiz question; later questions move up */
        delete: operations["deleteAdminCoursesByIdSubjectsBySidLessonsByLidQuestionsByQid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lesson-media/{segmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The media of a lesson segment (audio, video, image, file), with HTTP Range
         * @description Admins, and learners whose access to the course is active (else 403 FORBIDDEN or ACCESS_EXPIRED). `Accept-Ranges: bytes`; a single range answers 206 with Content-Range, an unsatisfiable one 416; audio, video and images inline, files as attachments; `Cache-Control: private`.
         */
        get: operations["getLessonMediaBySegmentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/my-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in learner’s courses, newest first, with progress and access expiry */
        get: operations["getCoursesMyCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/{id}/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subjects of a course with the learner’s progress
         * @description Admins, and learners whose access is active (403 FORBIDDEN without the course, ACCESS_EXPIRED after it).
         */
        get: operations["getCoursesByIdSubjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Complete a subject by its number (spec 4: progress advances by subject number)
         * @description Subjects before it must be completed (422 SUBJECT_LOCKED) and every quiz of it passed (422 QUIZZES_NOT_PASSED); the last subject finishes the course. A completed subject changes nothing.
         */
        put: operations["putCoursesByIdProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/{id}/subjects/{subjectId}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lessons of a subject with their segments and the learner’s quiz results
         * @description Admins, and learners whose access is active. Media are linked, never inlined.
         */
        get: operations["getCoursesByIdSubjectsBySubjectIdLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/{id}/subjects/{subjectId}/lessons/{lessonId}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lesson’s quiz: questions and answers without which are correct, and the last result
         * @description 404 when the lesson has no questions (spec 8: the web goes back to the lessons page).
         */
        get: operations["getCoursesByIdSubjectsBySubjectIdLessonsByLessonIdQuiz"];
        put?: never;
        /**
         * Submit a lesson’s quiz: graded on the server, the last result kept
         * @description A question is correct when exactly its correct answers are chosen; passed when scorePercent ≥ the lesson’s passThreshold. Ids that are not the quiz’s are 400 VALIDATION_FAILED.
         */
        post: operations["postCoursesByIdSubjectsBySubjectIdLessonsByLessonIdQuiz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who has the course: search in name and e-mail, status filter, numbered pages (newest first) */
        get: operations["getAdminCoursesByIdUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/courses/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a user’s course in progress or finished
         * @description Finishing dates it now and issues the certificate of a course without an exam.
         */
        put: operations["putAdminUsersByIdCoursesStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/user-courses/{userCourseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw a course from a user (irreversible: the user course and its quiz results go) */
        delete: operations["deleteAdminUsersByIdUserCoursesByUserCourseId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a user a course variant; returns userCourseId
         * @description USER accounts only (400 BAD_ROLE: “Cannot give course access to business user”); 400 DUPLICATE_COURSE when the user has the course active; access for the course’s accessMonths from now.
         */
        post: operations["postAdminUsersByIdAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/available-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Courses (with variants) the user does not have active, to assign */
        get: operations["getAdminUsersByIdAvailableCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-account/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in student’s certificates, newest first */
        get: operations["getUserAccountCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a PDF as a user’s certificate
         * @description multipart/form-data with `title` first, then `file` (a PDF, checked by content, streamed to storage; at most 20 MB). The same as GraphQL `uploadCertificate`.
         */
        post: operations["postAdminUsersByIdCertificates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/certificates/{certId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a user’s certificate (irreversible)
         * @description An uploaded certificate is deleted with its stored file; a generated one is revoked (its QR code then verifies as REVOKED). Uploading a certificate PDF: POST admin/users/{id}/certificates (multipart: title, then file), or the GraphQL `uploadCertificate(input: {userId, title, file})` mutation.
         */
        delete: operations["deleteAdminUsersByIdCertificatesByCertId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/certificates/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A certificate as a PDF (its holder or an admin)
         * @description Generated certificates are drawn from their record (holder, course, dates, number, QR code of the verification page); uploaded ones are the stored file. Anyone else: 404.
         */
        get: operations["getCertificatesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/certificates/verify/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public verification of a certificate by the token of its QR code
         * @description Status VALID, EXPIRED or REVOKED, with no more personal data than needed. Unknown token: 404.
         */
        get: operations["getCertificatesVerifyByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/instructor/work-slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instructor’s own slots starting in dateFrom..dateTo (Warsaw dates, at most 62 days), by start */
        get: operations["getInstructorWorkSlot"];
        put?: never;
        /**
         * Create a slot in the instructor’s calendar
         * @description The end follows from the kind (60 or 120 minutes). 422 SLOT_IN_PAST when it does not start in the future, SLOT_OVERLAPS when it overlaps another of the instructor’s slots.
         */
        post: operations["postInstructorWorkSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/instructor/work-slot/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One slot with its participants (its instructor; admins: any)
         * @description Another instructor’s slot is 404. Read by its instructor, the slot’s bookings are no longer "new".
         */
        get: operations["getInstructorWorkSlotById"];
        put?: never;
        post?: never;
        /**
         * Delete one of the instructor’s slots nobody booked
         * @description 422 SLOT_HAS_BOOKINGS once someone booked it; another instructor’s slot is 404.
         */
        delete: operations["deleteInstructorWorkSlotById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in learner’s exams, newest first */
        get: operations["getExams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exam dates the learner may book for a course
         * @description Slots of the course’s exam kind (EXAM_60 / EXAM_120 by its exam duration) starting in Warsaw days dateFrom..dateTo (at most 62 days, else 400), not started and with a free place; by start. The course must be the learner’s (404). An empty list: "No available exam dates in chosen range".
         */
        get: operations["getExamsAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register for a course’s exam on a date
         * @description Checks in order: 422 COURSE_HAS_NO_EXAM; 404 / 403 ACCESS_EXPIRED; 422 EXAM_WITHOUT_QUESTIONS, PILOT_DATA_MISSING, TESTS_NOT_PASSED, PRACTICE_NOT_CONFIRMED, EXAM_ALREADY_BOOKED, EXAM_ALREADY_PASSED, EXAM_TRIES_EXHAUSTED, SLOT_NOT_BOOKABLE; 409 SLOT_FULL. Mails a confirmation with an .ics invitation.
         */
        post: operations["postExamsRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An exam: the candidate’s own, on the instructor’s slot, or any for admins */
        get: operations["getExamsById"];
        put?: never;
        post?: never;
        /**
         * Cancel an exam booking (REGISTER) until 24 hours before its start
         * @description 409 BOOKING_STATUS_CONFLICT once unlocked; 422 BOOKING_CHANGE_CLOSED after the cut-off.
         */
        delete: operations["deleteExamsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/{id}/work-slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move an exam booking (REGISTER) to another date until 24 hours before the current one
         * @description 409 BOOKING_STATUS_CONFLICT once unlocked, SLOT_FULL; 422 BOOKING_CHANGE_CLOSED, SLOT_NOT_BOOKABLE.
         */
        put: operations["putExamsByIdWorkSlot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The candidate’s drawn questions (UNLOCKED, FINISHED or VERIFIED)
         * @description Answers in this attempt’s order, never which are correct. 409 before the exam is unlocked.
         */
        get: operations["getExamsByIdQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/{id}/questions/{qid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the answer to one question (replaces the previous choice)
         * @description UNLOCKED exams only (409 BOOKING_STATUS_CONFLICT). From the deadline on: 422 TIME_EXPIRED (the exam is then FINISHED), whatever the client’s clock says. Answer ids not of the item: 400.
         */
        put: operations["putExamsByIdQuestionsByQid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/{id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Finish the exam (UNLOCKED; after the deadline too)
         * @description finishedAt = min(now, deadline). Finishing a FINISHED exam changes nothing.
         */
        put: operations["putExamsByIdFinish"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm the candidate’s identity and unlock the exam (the slot’s instructor, or an admin)
         * @description 422 IDENTITY_NOT_CONFIRMED without identityConfirmed: true; 409 BOOKING_STATUS_CONFLICT unless REGISTER; 422 UNLOCK_NOT_OPEN outside 60 min before the start … the end; 422 EXAM_WITHOUT_QUESTIONS. Another instructor’s exam: 404.
         */
        put: operations["putExamsByIdUnlock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Verify a finished exam: did the candidate work independently? (the slot’s instructor, or an admin)
         * @description FINISHED only (409). passed = independent and scorePercent ≥ passThreshold; a pass finishes the course and issues its certificate. The candidate is mailed the result.
         */
        put: operations["putExamsByIdVerify"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/user-courses/{id}/exam-tries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grant exam tries to a user course beyond the course’s maximum
         * @description Sets extraExamTries (0..20); tries left = examMaxTries + extraExamTries − failed verified tries.
         */
        put: operations["putAdminUserCoursesByIdExamTries"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/exam/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The exam question bank of a course, in order, with the correct answers */
        get: operations["getAdminCoursesByIdExamQuestions"];
        put?: never;
        /** Add a question at the end of the course’s exam bank */
        post: operations["postAdminCoursesByIdExamQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/exam/questions/{qid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an exam question’s text and answers (kept answers keep their ids) */
        put: operations["putAdminCoursesByIdExamQuestionsByQid"];
        post?: never;
        /** Delete an exam question; later questions move up */
        delete: operations["deleteAdminCoursesByIdExamQuestionsByQid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/courses/{id}/exam/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the course’s exam question count, pass threshold and tries */
        put: operations["putAdminCoursesByIdExamSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exercises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in learner’s practical exercises, newest first */
        get: operations["getExercises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exercises/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookable practice dates in dateFrom..dateTo (Warsaw dates, at most 62 days), by start
         * @description EXERCISE slots not started with a free place. With courseId: the course must exist (404) and have practice (422 COURSE_HAS_NO_PRACTICE).
         */
        get: operations["getExercisesAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exercises/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a practical exercise on an EXERCISE slot
         * @description Checked in order: 422 COURSE_HAS_NO_PRACTICE; 404 without the course, 403 ACCESS_EXPIRED; 422 THEORY_NOT_FINISHED, EXERCISE_ALREADY_BOOKED, EXERCISE_ALREADY_CONFIRMED, SLOT_NOT_BOOKABLE; 409 SLOT_FULL. The access code is in the answer and the e-mail.
         */
        post: operations["postExercisesRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exercises/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One exercise: its candidate, the slot’s instructor or an admin */
        get: operations["getExercisesById"];
        /**
         * The slot’s instructor (or an admin) confirms the exercise with its access code
         * @description 422 INVALID_ACCESS_CODE when the code is not the exercise’s; 409 BOOKING_STATUS_CONFLICT when already confirmed. Another instructor’s exercise is 404.
         */
        put: operations["putExercisesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exercises/{id}/unregister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel the learner’s booking of an exercise
         * @description UNFINISHED only (409 BOOKING_STATUS_CONFLICT), until 24 hours before the start (422 BOOKING_CHANGE_CLOSED).
         */
        delete: operations["deleteExercisesByIdUnregister"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/exams/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The authority report: verified exams of a date range as XLSX or CSV (streamed)
         * @description Admins (manage:user:any). VERIFIED exams whose verification falls in dateFrom..dateTo (Warsaw days, at most 366; else 400 VALIDATION_FAILED on dateTo), newest first. Columns: exam number, first name, last name, e-mail, pilot number, operator number, course, course category, exam date, verified at, attempt, questions, correct answers, score %, independent, result, instructor. Content-Disposition: attachment; filename="exam-results-<dateFrom>_<dateTo>.<format>".
         */
        get: operations["getAdminExamsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exams/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An exam booking as an iCalendar file ("Add to calendar")
         * @description The invitation the booking e-mails carry (METHOD:REQUEST, UID `exam-<id>@<host>`, the current SEQUENCE, UTC times), in the candidate’s language. The candidate, the slot’s instructor or an admin; anyone else: 404. Content-Disposition: attachment; filename="invite.ics".
         */
        get: operations["getExamsByIdCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exercises/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A practical exercise booking as an iCalendar file ("Add to calendar")
         * @description As its e-mails carry it (UID `exercise-<id>@<host>`, the current SEQUENCE). The candidate, the slot’s instructor or an admin; anyone else: 404. Content-Disposition: attachment; filename="invite.ics".
         */
        get: operations["getExercisesByIdCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/instructor/work-slot/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A work slot as an iCalendar file ("Add to calendar")
         * @description The event of the instructor’s calendar feed (UID `slot-<id>@<host>`, places booked in the description). Its instructor or an admin; another instructor’s slot: 404. Content-Disposition: attachment; filename="work-slot.ics".
         */
        get: operations["getInstructorWorkSlotByIdCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar-feeds/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person’s private calendar feed (iCalendar), for calendar apps
         * @description The address shown once on the account page (GraphQL `enableCalendarFeed`); the token in it is the only credential, so calendar apps (webcal) need no session. A learner’s exams and exercises or an instructor’s work slots from 90 days ago on, each with the UID and SEQUENCE of its e-mails; those cancelled in the last 30 days as STATUS:CANCELLED. An unknown, replaced or turned-off token: 404. Limited per client address (RATE_LIMIT_CALENDAR_FEED_PER_MINUTE, 429 with Retry-After).
         */
        get: operations["getCalendarFeedsByTokenIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 12 service categories of the order exchange */
        get: operations["getServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved, published provider cards by company name, filtered by service and town */
        get: operations["getPublicProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-account/public-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s own card, whatever its status */
        get: operations["getUserAccountPublicProfile"];
        /**
         * Create or update the caller’s own card (PENDING until an admin approves it)
         * @description A changed card goes back to PENDING; the same contents keep the status.
         */
        put: operations["putUserAccountPublicProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job offers, newest first: everyone’s with access, or the caller’s own (mine=true) */
        get: operations["getJobOffers"];
        put?: never;
        /**
         * Post a job offer (numbered; matching providers are e-mailed)
         * @description JSON without an attachment, or multipart/form-data with the same fields as text parts (`companyFlg` "true"/"false"; empty parts count as absent) followed by at most one `attachment` file (.pdf, .png, .jpg, .docx, .xlsx, .odt, .doc, .xls, checked by content; at most 10 MB and the server's upload limit), streamed to storage only after the fields are valid. The same rules and service as the GraphQL `createJobOffer` mutation; a refused offer stores nothing.
         */
        post: operations["postJobOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One offer: for its author and callers with access */
        get: operations["getJobOffersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-offers/{id}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offer’s attachment, for whoever may read the offer */
        get: operations["getJobOffersByIdAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job-offers/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Close an offer (ENDED): its author or an admin; closing an ended one changes nothing */
        put: operations["putJobOffersByIdClose"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/job-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every job offer, newest first */
        get: operations["getAdminJobOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/public-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every provider card, the most recently changed first */
        get: operations["getAdminPublicProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/public-profiles/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a card (listed while its owner keeps it published) */
        put: operations["putAdminPublicProfilesByIdApprove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/public-profiles/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a card (no longer listed) */
        put: operations["putAdminPublicProfilesByIdHide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/public-profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a business card without giving a reason (REMOVED; the owner is e-mailed) */
        delete: operations["deleteAdminPublicProfilesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in company’s seats, in purchase order */
        get: operations["getUserResources"];
        put?: never;
        /**
         * Assign a seat to an e-mail; returns the seat
         * @description An existing student gets the course at once (access for the course’s accessMonths) and an e-mail saying so; an unknown e-mail is invited by e-mail (status INVITED) and gets the course on registering as a person. Mails are in the person’s language (the company’s for an unknown e-mail). A company assigns its own seats, an admin any.
         */
        post: operations["postUserResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-resources/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in company’s seats counted per course variant (our extension) */
        get: operations["getUserResourcesGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-resources/unassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a seat; returns it FREE
         * @description An invitation is withdrawn; a course the employee has not started is taken back (its user course deleted); either way the person is told by e-mail. A started course cannot be returned (422 SEAT_IN_USE); a free seat is 422 SEAT_NOT_ASSIGNED.
         */
        post: operations["postUserResourcesUnassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-resources/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign free seats of a course variant to a list of e-mails (our extension)
         * @description Each row on its own (one bad row does not stop the rest); free seats in purchase order; out of seats a row is FAILED with NO_FREE_SEATS. Admins name the company.
         */
        post: operations["postUserResourcesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/user-resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every company’s seats (admins), in purchase order */
        get: operations["getAdminUserResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account: search, filters, sort, numbered pages (25 by default) */
        get: operations["getAdminUsers"];
        put?: never;
        /**
         * Create a student’s account (role USER)
         * @description An ACTIVE person’s account with no password. With the embedded sign-in provider the person is mailed a single-use link to set a password (valid 7 days); with an external provider, an invitation to sign in there.
         */
        post: operations["postAdminUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account */
        get: operations["getAdminUsersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate an account
         * @description INACTIVE ends every session and token of the user at once: their next request is refused (a session cookie no longer signs in; a bearer token answers 401, or 403 ACCOUNT_INACTIVE).
         */
        put: operations["putAdminUsersByIdAccountStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an account’s role (extension)
         * @description A person’s account: USER, INSTRUCTOR, SELLER or ADMIN; a company’s stays B2B (422 ROLE_NOT_FOR_ACCOUNT_TYPE). Ends the user’s sessions.
         */
        put: operations["putAdminUsersByIdRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/premium": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or clear the premium flag (extension) */
        put: operations["putAdminUsersByIdPremium"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/instructor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an instructor’s account (role INSTRUCTOR)
         * @description An ACTIVE person’s account with no password. With the embedded sign-in provider the person is mailed a single-use link to set a password (valid 7 days); with an external provider, an invitation to sign in there.
         */
        post: operations["postAdminUsersInstructor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog: published posts of a language, newest first, optionally of one category */
        get: operations["getPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published post (a draft or an unknown id is NOT_FOUND) */
        get: operations["getPostsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin post table: drafts too, newest first; filters lang, category, status; search in titles */
        get: operations["getAdminPosts"];
        put?: never;
        /**
         * Create a post (a draft unless status PUBLISHED); returns postId
         * @description JSON: language, category, title (≤ 200), shortDescription (≤ 500), content (HTML, sanitized), status. Publishing needs title, shortDescription and content (VALIDATION_FAILED `required` on each missing one). The main picture is uploaded afterwards with PUT admin/posts/{id}/main-image.
         */
        post: operations["postAdminPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post for the editor (drafts too) */
        get: operations["getAdminPostsById"];
        /** Edit a post; only the fields sent change (the first publication sets publishedAt) */
        put: operations["putAdminPostsById"];
        post?: never;
        /** Delete a post and its picture */
        delete: operations["deleteAdminPostsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/posts/{id}/main-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload (or replace) a post’s main picture
         * @description multipart/form-data with one `file` part: .png, .jpg or .jpeg, checked by content, stored as a public picture; a replaced picture’s file is deleted. The same as GraphQL `updatePost(input: {picture})`.
         */
        put: operations["putAdminPostsByIdMainImage"];
        post?: never;
        /** Remove a post’s main picture (and its file) */
        delete: operations["deleteAdminPostsByIdMainImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/site-pages/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A site page in a language (a language not written yet shows the Polish page) */
        get: operations["getSitePagesByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/site-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every page key × language, with the stored page where there is one */
        get: operations["getAdminSitePages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/site-pages/{key}/{languageCd}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write a site page in one language (created when missing; the content is sanitized) */
        put: operations["putAdminSitePagesByKeyByLanguageCd"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/personnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The academy’s people (/about-us) in one language: published, by sortOrder then name */
        get: operations["getPersonnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client references (/references) in one language: published, by sortOrder then author */
        get: operations["getReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/personnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every person (drafts too), optionally of one language; PL first, then by sortOrder */
        get: operations["getAdminPersonnel"];
        put?: never;
        /** Add a person (the photo: PUT admin/personnel/{id}/photo); returns personnelId */
        post: operations["postAdminPersonnel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/personnel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One person for the editor */
        get: operations["getAdminPersonnelById"];
        /** Edit a person: only the fields sent change */
        put: operations["putAdminPersonnelById"];
        post?: never;
        /** Delete a person with the photo’s file */
        delete: operations["deleteAdminPersonnelById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/personnel/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swap a person with the neighbour in its language’s list; at either end nothing moves */
        post: operations["postAdminPersonnelByIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/personnel/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload or replace the photo (the old file is deleted)
         * @description multipart/form-data with one file part named `photo`: a .png, .jpg or .jpeg picture, checked by content, at most the server’s upload limit; stored as a public picture with 480 px and 1200 px WebP renditions. The GraphQL mutations take the same file as an Upload.
         */
        put: operations["putAdminPersonnelByIdPhoto"];
        post?: never;
        /** Remove a person’s photo (its file is deleted) */
        delete: operations["deleteAdminPersonnelByIdPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every reference (drafts too), optionally of one language; PL first, then by sortOrder */
        get: operations["getAdminReference"];
        put?: never;
        /** Add a reference (the logo: PUT admin/reference/{id}/logo); returns referenceId */
        post: operations["postAdminReference"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reference/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One reference for the editor */
        get: operations["getAdminReferenceById"];
        /** Edit a reference: only the fields sent change (rating null clears the stars) */
        put: operations["putAdminReferenceById"];
        post?: never;
        /** Delete a reference with the logo’s file */
        delete: operations["deleteAdminReferenceById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reference/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swap a reference with the neighbour in its language’s list; at either end nothing moves */
        post: operations["postAdminReferenceByIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reference/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload or replace the logo (the old file is deleted)
         * @description multipart/form-data with one file part named `logo`: a .png, .jpg or .jpeg picture, checked by content, at most the server’s upload limit; stored as a public picture with 480 px and 1200 px WebP renditions. The GraphQL mutations take the same file as an Upload.
         */
        put: operations["putAdminReferenceByIdLogo"];
        post?: never;
        /** Remove a reference’s logo (its file is deleted) */
        delete: operations["deleteAdminReferenceByIdLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The office’s details and hours (Mon–Fri 10:00–18:00) */
        get: operations["getContact"];
        put?: never;
        /**
         * Send a contact-form message to the office (anyone)
         * @description Spec 5: all fields required, names ≤ 50, valid e-mail and phone, subject ≤ 120, message ≤ 255, both consents true. The office gets it with Reply-To the sender; the sender gets a copy.
         */
        post: operations["postContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/consultation-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the free 15-minute consultation call (anyone)
         * @description The office calls back within 30 minutes on business days (Mon–Fri 10:00–18:00); with an e-mail, a confirmation is mailed in the request’s language.
         */
        post: operations["postConsultationRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/consultation-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consultation requests, newest first (admins) */
        get: operations["getAdminConsultationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/consultation-requests/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a request handled by the caller (idempotent: the first who and when are kept) */
        put: operations["putAdminConsultationRequestsByIdHandled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/questionnaires": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published questionnaire of a language: questions and answers in order (no points) */
        get: operations["getQuestionnaires"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/questionnaires/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Score one answer per question: the matched course, the score and the most it could be
         * @description Points are summed per course category or course; ties go to a course before a category, then to the target that appears first.
         */
        post: operations["postQuestionnairesResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/questionnaires/{languageCd}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The questionnaire of a language with its points, published or not */
        get: operations["getAdminQuestionnairesByLanguageCd"];
        /** Replace the questionnaire of a language (title, intro, published, questions, answers, points) */
        put: operations["putAdminQuestionnairesByLanguageCd"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-client-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What registering an API client offers the caller: scopes, token endpoint, identity provider */
        get: operations["getApiClientSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API clients the caller manages, newest first (admins: every one; a company: its own) */
        get: operations["getApiClients"];
        put?: never;
        /** Register an API client acting for the caller (its secret is in this answer only) */
        post: operations["postApiClients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One API client with its webhook subscriptions */
        get: operations["getApiClientsById"];
        /** Rename an API client or change its scopes */
        put: operations["putApiClientsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-clients/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new secret: the old one and its tokens stop working at once */
        post: operations["postApiClientsByIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-clients/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an API client for good (its tokens stop working on their next request) */
        post: operations["postApiClientsByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-clients/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an endpoint of the client to events (the signing secret is in this answer only) */
        post: operations["postApiClientsByIdWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a webhook subscription; enabled: true re-enables a disabled one */
        put: operations["putWebhooksById"];
        post?: never;
        /** Delete a webhook subscription and its delivery log */
        delete: operations["deleteWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-clients/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client’s webhook deliveries, newest first (the delivery log, 25 a page) */
        get: operations["getApiClientsByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again with the next pass (same webhook-id) */
        post: operations["postWebhookDeliveriesByIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ContactMessageBodyInput: {
            /** @description At most 50 characters */
            firstName: string;
            /** @description At most 50 characters */
            lastName: string;
            email: string;
            /** @description 9 to 15 digits, optional +, spaces and hyphens */
            phone: string;
            /** @description At most 120 characters */
            subject: string;
            /** @description At most 255 characters */
            message: string;
            /** @description Must be true */
            termsConsent: boolean;
            /** @description Must be true */
            privacyConsent: boolean;
            /** @description Leave empty (a field hidden from people, anti-bot) */
            website?: string;
            /** @description PL or EN (any case); unknown or absent: Accept-Language, else PL */
            languageCd?: string;
        };
        ConsultationRequestBodyInput: {
            /** @description At most 100 characters */
            name: string;
            phone: string;
            /** @description Optional: a confirmation is mailed when given */
            email?: string | null;
            /**
             * @description Default ASAP
             * @enum {string}
             */
            preferredTime?: "ASAP" | "MORNING" | "MIDDAY" | "AFTERNOON";
            /** @description At most 255 characters */
            topic: string;
            /** @description Must be true */
            termsConsent: boolean;
            /** @description Leave empty (anti-bot) */
            website?: string;
            /** @description PL or EN (any case); unknown or absent: Accept-Language, else PL */
            languageCd?: string;
        };
        /** @description An unanswered question counts as wrong */
        QuizAnswersInput: {
            answers: {
                /**
                 * Format: uuid
                 * @description Question id
                 */
                questionId: string;
                answerIds: string[];
            }[];
        };
        /** @description At least one of place and onlineLink (else place is required) */
        CreateWorkSlotInput: {
            /** @enum {string} */
            kind: "EXAM_60" | "EXAM_120" | "EXERCISE";
            /**
             * Format: date-time
             * @description In the future; the end follows from the kind
             */
            startsAt: string;
            /** @description At most 255 characters */
            place?: string | null;
            /** @description http(s), at most 500 characters */
            onlineLink?: string | null;
            /** @description 1..50 */
            capacity: number;
        };
        SavePublicProfileInput: {
            /** @description At most 255 characters */
            companyName: string;
            companyPhoneNumber?: string | null;
            /** @description http(s) */
            website?: string | null;
            /** @description http(s) */
            skysnapLink?: string | null;
            /** @description At most 1000 characters */
            shortDescription?: string | null;
            /**
             * @description "lat, lng": at most 14 decimals each, latitude −90..90, longitude −180..180 (else invalid_value)
             * @example 52.2297, 21.0122
             */
            coordinates: string;
            /** @description For the town search */
            town?: string | null;
            /** @description At least one */
            services: ("OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS")[];
            /** @description Sets User.publicFlg; absent: unchanged */
            published?: boolean;
        };
        /** @description As JSON (no attachment) or as multipart/form-data: the same fields as text parts, then at most one `attachment` file */
        CreateJobOfferInput: {
            /** @enum {string} */
            category: "OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS";
            /** @description At most 2000 characters */
            description: string;
            /** @description At most 1000 characters */
            additionalRequirements?: string | null;
            /** @description A town or a postal code (at most 100 characters) */
            location: string;
            /** @enum {string} */
            fulfillmentTime: "AS_SOON_AS_POSSIBLE" | "ONE_MONTH" | "TWO_THREE_MONTHS" | "CUSTOM_TIME";
            /** @description Required with CUSTOM_TIME, after today */
            customDate?: string | null;
            /** @description In multipart/form-data: "true" or "false" */
            companyFlg?: boolean;
            /**
             * Format: binary
             * @description multipart/form-data only, optional, sent after the other fields: a PDF, a picture or an office document (checked by content)
             */
            attachment?: string;
        };
        Error: {
            /**
             * @description Stable error code
             * @example VALIDATION_FAILED
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "BAD_REQUEST" | "QUERY_TOO_COMPLEX" | "PERSISTED_QUERY_NOT_FOUND" | "UNAUTHENTICATED" | "CSRF_FAILED" | "FORBIDDEN" | "ACCOUNT_INACTIVE" | "NOT_FOUND" | "DUPLICATE_EMAIL" | "ALREADY_REGISTERED" | "DUPLICATE_DISCOUNT_CODE" | "PURCHASE_TRANSITION_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "PICTURE_TOO_LARGE" | "UNSUPPORTED_FILE" | "BUSINESS_RULE" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE" | "P24_NOTIFICATION_REFUSED" | "P24_VERIFY_UNAVAILABLE" | "CART_EMPTY" | "ACCOUNT_REQUIRED" | "ITEMS_UNAVAILABLE" | "DISCOUNT_CODE_NOT_FOUND" | "DISCOUNT_CODE_NOT_STARTED" | "DISCOUNT_CODE_EXPIRED" | "DISCOUNT_CODE_USED_UP" | "DISCOUNT_CODE_NOT_APPLICABLE" | "PAYMENT_TYPE_NOT_ALLOWED" | "CART_CHANGED" | "IDEMPOTENCY_KEY_REUSED" | "ACCESS_EXPIRED" | "DUPLICATE_COURSE" | "BAD_ROLE" | "MISSING_CORRECT_ANSWER" | "TIME_EXPIRED" | "TESTS_NOT_PASSED" | "PILOT_DATA_MISSING" | "EXAM_TRIES_EXHAUSTED" | "EXAM_WITHOUT_QUESTIONS" | "SLOT_FULL" | "BOOKING_STATUS_CONFLICT" | "INVALID_ACCESS_CODE" | "BAD_EMAIL" | "EXCHANGE_NO_ACCESS";
            message: string;
            /** @description One issue per invalid field (VALIDATION_FAILED) */
            details?: {
                /** @description Dotted path of the field; empty for the whole input */
                field: string;
                /** @enum {string} */
                code: "required" | "max_length" | "invalid_email" | "invalid_phone" | "invalid_nip" | "invalid_postal_code" | "invalid_number" | "invalid_url" | "invalid_value";
                /** @description The limit, for max_length */
                max?: number;
            }[];
            /**
             * @description For BUSINESS_RULE: which rule refused the change (stable id)
             * @enum {string}
             */
            rule?: "COURSE_HAS_LEARNERS" | "PRODUCT_KEEPS_ONE_VARIANT" | "PUBLISH_NEEDS_PRICE" | "ZERO_PRICE_NOT_FREE" | "PUBLISH_NEEDS_PICTURE" | "PUBLISH_NEEDS_DESCRIPTION" | "PURCHASE_NOT_PAYABLE" | "PAYMENT_TIME_EXPIRED" | "PRZELEWY24_AMOUNT_TOO_HIGH" | "PRZELEWY24_UNAVAILABLE" | "REFUND_NOT_ALLOWED" | "REFUND_NOTHING_SELECTED" | "REFUND_AMOUNT_TOO_HIGH" | "REFUND_NO_ONLINE_PAYMENT" | "REFUND_STATUS_CONFLICT" | "KSEF_RESEND_NOT_ALLOWED" | "KSEF_SIMULATOR_NOT_IN_USE" | "QUIZZES_NOT_PASSED" | "SUBJECT_LOCKED" | "COURSE_HAS_NO_EXAM" | "COURSE_HAS_NO_PRACTICE" | "EXAM_ALREADY_BOOKED" | "EXAM_ALREADY_PASSED" | "EXERCISE_ALREADY_BOOKED" | "EXERCISE_ALREADY_CONFIRMED" | "THEORY_NOT_FINISHED" | "PRACTICE_NOT_CONFIRMED" | "BOOKING_CHANGE_CLOSED" | "SLOT_NOT_BOOKABLE" | "SLOT_HAS_BOOKINGS" | "SLOT_OVERLAPS" | "SLOT_IN_PAST" | "UNLOCK_NOT_OPEN" | "IDENTITY_NOT_CONFIRMED" | "SEAT_ALREADY_ASSIGNED" | "SEAT_NOT_ASSIGNED" | "SEAT_IN_USE" | "NO_FREE_SEATS" | "OWN_ACCOUNT_LOCKED" | "ROLE_NOT_FOR_ACCOUNT_TYPE" | "ACCOUNT_DELETION_NOT_REQUESTED" | "API_CLIENT_SCOPE_NOT_ALLOWED" | "API_CLIENT_LIMIT_REACHED" | "API_CLIENT_REVOKED" | "API_CLIENT_EXTERNAL" | "WEBHOOK_URL_NOT_ALLOWED" | "WEBHOOK_LIMIT_REACHED";
            /**
             * Format: date-time
             * @description For BUSINESS_RULE: when the refused change becomes possible (UNLOCK_NOT_OPEN: the opening of the unlock window; SLOT_OVERLAPS: the earliest start of the new slot after the slots it overlaps)
             */
            availableFrom?: string;
        };
        WebhookSubscription: {
            /**
             * Format: uuid
             * @description Subscription id
             */
            id: string;
            url: string;
            events: ("PURCHASE_PAID" | "PURCHASE_CANCELLED" | "PURCHASE_REFUNDED" | "INVOICE_ISSUED" | "SEAT_ASSIGNED" | "SEAT_STARTED" | "EXAM_VERIFIED" | "CERTIFICATE_ISSUED" | "JOB_OFFER_POSTED")[];
            allowPrivateNetwork: boolean;
            failuresInRow: number;
            /** @description Null while active */
            disabledAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ApiClient: {
            /**
             * Format: uuid
             * @description API client id
             */
            id: string;
            /** @description The OAuth client_id */
            clientId: string;
            name: string;
            /** @description Permission names its tokens may use */
            scopes: string[];
            /** @description A client of the external identity provider (its secret is kept there) */
            external: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            secretSetAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
            subscribableEvents: ("PURCHASE_PAID" | "PURCHASE_CANCELLED" | "PURCHASE_REFUNDED" | "INVOICE_ISSUED" | "SEAT_ASSIGNED" | "SEAT_STARTED" | "EXAM_VERIFIED" | "CERTIFICATE_ISSUED" | "JOB_OFFER_POSTED")[];
            webhooks: components["schemas"]["WebhookSubscription"][];
        };
        ApiClientWithSecret: {
            client: components["schemas"]["ApiClient"];
            /** @description Shown this once */
            secret: string | null;
        };
        WebhookDelivery: {
            /**
             * Format: uuid
             * @description Delivery id
             */
            id: string;
            /** @enum {string} */
            event: "PURCHASE_PAID" | "PURCHASE_CANCELLED" | "PURCHASE_REFUNDED" | "INVOICE_ISSUED" | "SEAT_ASSIGNED" | "SEAT_STARTED" | "EXAM_VERIFIED" | "CERTIFICATE_ISSUED" | "JOB_OFFER_POSTED";
            /** @description The wire name, e.g. purchase.paid */
            type: string;
            /** @description The webhook-id header (the same on retries) */
            messageId: string;
            url: string;
            /** @enum {string} */
            status: "PENDING" | "DELIVERED" | "FAILED";
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string;
            deliveredAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The JSON body sent */
            payload: {
                [key: string]: unknown;
            };
            log: {
                /** Format: date-time */
                at: string;
                status: number | null;
                responseBody: string | null;
                error: string | null;
                durationMs: number;
            }[];
        };
        ApiClientSetup: {
            scopes: string[];
            tokenUrl: string;
            external: boolean;
        };
        Account: {
            /**
             * Format: uuid
             * @description User id
             */
            id: string;
            email: string;
            /** @enum {string} */
            role: "USER" | "B2B" | "INSTRUCTOR" | "ADMIN" | "SELLER" | "REGISTER";
            /** @description First and last name, else the company name, else the e-mail */
            displayName: string;
            accountType: ("PERSON" | "COMPANY") | null;
            /** @enum {string} */
            accountStatus: "ACTIVE" | "INACTIVE";
            firstName: string | null;
            lastName: string | null;
            phoneNumber: string | null;
            pilotNumber: string | null;
            operatorNumber: string | null;
            emailUlc: string | null;
            phoneNumberUlc: string | null;
            /** @description Company name (company accounts) */
            name: string | null;
            nip: string | null;
            address: string | null;
            postalCode: string | null;
            city: string | null;
            examEntitySerialNumber: string | null;
            /** @description Shown on the public profiles exchange (set by an admin) */
            publicFlg: boolean;
            /** @description Premium user (set by an admin) */
            premiumUserFlg: boolean;
            /** @description When the user asked for the account to be deleted (an administrator confirms) */
            deletionRequestedAt: string | null;
            /** @description When an administrator confirmed the deletion (personal data erased) */
            deletedAt: string | null;
        };
        UserResource: {
            /**
             * Format: uuid
             * @description The seat
             */
            userResourceId: string;
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            courseTitle: string;
            /** @enum {string} */
            courseLanguage: "PL" | "EN";
            courseVariantId: string | null;
            variant: ("FULL_ONLINE" | "FULL_MIXED" | "FULL_STATIONARY" | "THEORETICAL_ONLINE" | "THEORETICAL_STATIONARY") | null;
            /**
             * @description FREE; INVITED (an e-mail with no account yet, claimed at registration); ASSIGNED (the employee has the course, not started); STARTED (a subject completed, a quiz taken, an exam or practice booked, or finished)
             * @enum {string}
             */
            status: "FREE" | "INVITED" | "ASSIGNED" | "STARTED";
            assignedEmail: string | null;
            assignedAt: string | null;
            /** @description The employee’s name once an account holds the course */
            holderName: string | null;
            /** @description The employee’s access end (null: none yet or unlimited) */
            accessUntil: string | null;
            purchaseId: string | null;
            purchaseNumber: string | null;
            /** @description INVITED or ASSIGNED: the seat can be returned */
            canUnassign: boolean;
            company: {
                /**
                 * Format: uuid
                 * @description The company’s user id
                 */
                id: string;
                displayName: string;
                email: string;
                nip: string | null;
            };
        };
        UserResourcePage: {
            items: components["schemas"]["UserResource"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        UserResourceGroup: {
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            courseTitle: string;
            courseVariantId: string | null;
            variant: ("FULL_ONLINE" | "FULL_MIXED" | "FULL_STATIONARY" | "THEORETICAL_ONLINE" | "THEORETICAL_STATIONARY") | null;
            total: number;
            /** @description Held by an employee’s account (ASSIGNED or STARTED) */
            used: number;
            free: number;
            invited: number;
        };
        UserResourceBulkResult: {
            /** @description Position in the list, from 1 */
            row: number;
            email: string;
            /** @enum {string} */
            outcome: "ASSIGNED" | "INVITED" | "FAILED";
            /** @description FAILED: the error code (BAD_EMAIL, DUPLICATE_COURSE, BAD_ROLE …) or rule (NO_FREE_SEATS …) */
            code: string | null;
            userResourceId: string | null;
        };
        Picture: {
            /**
             * Format: uuid
             * @description File id
             */
            id: string;
            url: string;
            /** @description 480 px WebP rendition */
            thumbnailUrl: string;
            /** @description 1200 px WebP rendition */
            mediumUrl: string;
        };
        PostSummary: {
            /**
             * Format: uuid
             * @description Post id
             */
            id: string;
            /** @enum {string} */
            language: "PL" | "EN";
            /** @enum {string} */
            category: "NEWS" | "RECIPES" | "TECHNOLOGY" | "TRIVIA" | "KNOWLEDGE";
            title: string;
            shortDescription: string;
            /** @description /api/v1/files/<uuid>; null: no picture */
            mainImageUrl: string | null;
            mainImage: components["schemas"]["Picture"] | null;
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Post: {
            /**
             * Format: uuid
             * @description Post id
             */
            id: string;
            /** @enum {string} */
            language: "PL" | "EN";
            /** @enum {string} */
            category: "NEWS" | "RECIPES" | "TECHNOLOGY" | "TRIVIA" | "KNOWLEDGE";
            title: string;
            shortDescription: string;
            /** @description /api/v1/files/<uuid>; null: no picture */
            mainImageUrl: string | null;
            mainImage: components["schemas"]["Picture"] | null;
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Sanitized HTML */
            content: string;
        };
        AdminPostSummary: {
            /**
             * Format: uuid
             * @description Post id
             */
            id: string;
            /** @enum {string} */
            language: "PL" | "EN";
            /** @enum {string} */
            category: "NEWS" | "RECIPES" | "TECHNOLOGY" | "TRIVIA" | "KNOWLEDGE";
            title: string;
            shortDescription: string;
            /** @description /api/v1/files/<uuid>; null: no picture */
            mainImageUrl: string | null;
            mainImage: components["schemas"]["Picture"] | null;
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            status: "DRAFT" | "PUBLISHED";
        };
        AdminPost: {
            /**
             * Format: uuid
             * @description Post id
             */
            id: string;
            /** @enum {string} */
            language: "PL" | "EN";
            /** @enum {string} */
            category: "NEWS" | "RECIPES" | "TECHNOLOGY" | "TRIVIA" | "KNOWLEDGE";
            title: string;
            shortDescription: string;
            /** @description /api/v1/files/<uuid>; null: no picture */
            mainImageUrl: string | null;
            mainImage: components["schemas"]["Picture"] | null;
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Sanitized HTML */
            content: string;
            /** @enum {string} */
            status: "DRAFT" | "PUBLISHED";
        };
        SitePage: {
            /**
             * Format: uuid
             * @description Site page row id
             */
            id: string;
            /** @enum {string} */
            key: "FAQ" | "ABOUT_US" | "REFERENCES" | "CONTACT" | "THANKS" | "CONSULTATION" | "CONSULTATION_TERMS" | "ABOUT_EXAMS" | "INSURANCE" | "SHOP_TERMS" | "PRIVACY_POLICY" | "REMOTE_UAS";
            /**
             * @description The row’s language: PL when the asked one is not written
             * @enum {string}
             */
            languageCd: "PL" | "EN";
            title: string;
            description: string;
            /** @description Sanitized HTML */
            content: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SitePageSlot: {
            /** @enum {string} */
            key: "FAQ" | "ABOUT_US" | "REFERENCES" | "CONTACT" | "THANKS" | "CONSULTATION" | "CONSULTATION_TERMS" | "ABOUT_EXAMS" | "INSURANCE" | "SHOP_TERMS" | "PRIVACY_POLICY" | "REMOTE_UAS";
            /** @enum {string} */
            languageCd: "PL" | "EN";
            /** @description Null: not written in this language yet */
            page: components["schemas"]["SitePage"] | null;
        };
        Personnel: {
            /**
             * Format: uuid
             * @description Personnel id
             */
            personnelId: string;
            /** @enum {string} */
            languageCd: "PL" | "EN";
            fullName: string;
            position: string;
            /** @description Sanitized HTML */
            description: string;
            photo: components["schemas"]["Picture"] | null;
            sortOrder: number;
        };
        AdminPersonnel: {
            /**
             * Format: uuid
             * @description Personnel id
             */
            personnelId: string;
            /** @enum {string} */
            languageCd: "PL" | "EN";
            fullName: string;
            position: string;
            /** @description Sanitized HTML */
            description: string;
            photo: components["schemas"]["Picture"] | null;
            sortOrder: number;
            published: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Reference: {
            /**
             * Format: uuid
             * @description Reference id
             */
            referenceId: string;
            /** @enum {string} */
            languageCd: "PL" | "EN";
            authorName: string;
            authorRole: string;
            /** @description Sanitized HTML */
            content: string;
            /** @description 1–5 stars; null: none */
            rating: number | null;
            logo: components["schemas"]["Picture"] | null;
            sortOrder: number;
        };
        AdminReference: {
            /**
             * Format: uuid
             * @description Reference id
             */
            referenceId: string;
            /** @enum {string} */
            languageCd: "PL" | "EN";
            authorName: string;
            authorRole: string;
            /** @description Sanitized HTML */
            content: string;
            /** @description 1–5 stars; null: none */
            rating: number | null;
            logo: components["schemas"]["Picture"] | null;
            sortOrder: number;
            published: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Open Monday to Friday */
        OfficeDetails: {
            name: string;
            address: string;
            phone: string;
            email: string;
            /** @example 10:00 */
            opens: string;
            /** @example 18:00 */
            closes: string;
            callbackMinutes: number;
            consultationMinutes: number;
        };
        ConsultationRequest: {
            /**
             * Format: uuid
             * @description Consultation request id
             */
            id: string;
            name: string;
            phone: string;
            email: string | null;
            /** @enum {string} */
            preferredTime: "ASAP" | "MORNING" | "MIDDAY" | "AFTERNOON";
            topic: string;
            /** @enum {string} */
            language: "PL" | "EN";
            /** @enum {string} */
            status: "NEW" | "HANDLED";
            /** Format: date-time */
            createdAt: string;
            handledAt: string | null;
            handledByName: string | null;
        };
        ConsultationRequestPage: {
            items: components["schemas"]["ConsultationRequest"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        FormSent: {
            /** @constant */
            sent: true;
        };
        Questionnaire: {
            /**
             * Format: uuid
             * @description Questionnaire id
             */
            questionnaireId: string;
            /** @enum {string} */
            languageCd: "PL" | "EN";
            title: string;
            intro: string;
            questions: {
                /**
                 * Format: uuid
                 * @description Question id
                 */
                questionId: string;
                text: string;
                answers: {
                    /**
                     * Format: uuid
                     * @description Answer id
                     */
                    answerId: string;
                    text: string;
                }[];
            }[];
        };
        AdminQuestionnaire: {
            /**
             * Format: uuid
             * @description Questionnaire id
             */
            questionnaireId: string;
            /** @enum {string} */
            languageCd: "PL" | "EN";
            title: string;
            intro: string;
            published: boolean;
            /** Format: date-time */
            updatedAt: string;
            questions: {
                /**
                 * Format: uuid
                 * @description Question id
                 */
                questionId: string;
                text: string;
                answers: {
                    /**
                     * Format: uuid
                     * @description Answer id
                     */
                    answerId: string;
                    text: string;
                    scores: {
                        courseCategory: ("PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED") | null;
                        courseId: string | null;
                        /** @description 0–100 */
                        points: number;
                    }[];
                }[];
            }[];
        };
        QuestionnaireResult: {
            /** @description The matched target’s points */
            score: number;
            /** @description The most the matched target could get */
            maxScore: number;
            courseCategory: ("PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED") | null;
            /** @description A public course in the questionnaire’s language; null when nothing matched */
            course: {
                /**
                 * Format: uuid
                 * @description Course id
                 */
                courseId: string;
                title: string;
                /** @enum {string} */
                category: "PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED";
                /** @enum {string} */
                languageCd: "PL" | "EN";
                lowestPriceGross: number | null;
                pictureUrl: string | null;
            } | null;
        };
        AdminUser: {
            /**
             * Format: uuid
             * @description User id
             */
            id: string;
            email: string;
            /** @enum {string} */
            role: "USER" | "B2B" | "INSTRUCTOR" | "ADMIN" | "SELLER" | "REGISTER";
            /** @description First and last name, else the company name, else the e-mail */
            displayName: string;
            accountType: ("PERSON" | "COMPANY") | null;
            /** @enum {string} */
            accountStatus: "ACTIVE" | "INACTIVE";
            /** @enum {string} */
            language: "PL" | "EN";
            emailVerified: boolean;
            firstName: string | null;
            lastName: string | null;
            phoneNumber: string | null;
            pilotNumber: string | null;
            operatorNumber: string | null;
            emailUlc: string | null;
            phoneNumberUlc: string | null;
            /** @description Company name (company accounts) */
            name: string | null;
            nip: string | null;
            address: string | null;
            postalCode: string | null;
            city: string | null;
            examEntitySerialNumber: string | null;
            publicFlg: boolean;
            premiumUserFlg: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description When the user asked for deletion */
            deletionRequestedAt: string | null;
            /** @description When an admin confirmed the deletion */
            deletedAt: string | null;
        };
        AdminUserPage: {
            items: components["schemas"]["AdminUser"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            /** @description Exact up to 10,000 matches, beyond that the database’s estimate */
            total: number;
            /** @description False when total is an estimate (many matches) */
            totalExact: boolean;
        };
        DiscountCoupon: {
            /**
             * Format: uuid
             * @description Coupon id
             */
            id: string;
            /** @description Upper-case, unique across the shop */
            code: string;
            /** @enum {string} */
            kind: "AMOUNT" | "PERCENT";
            /** @description Grosze (AMOUNT) or whole percent (PERCENT) */
            value: number;
            validFrom: string | null;
            validTo: string | null;
            usageLimit: number | null;
            usedCount: number;
            courseId: string | null;
            productId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CourseSummary: {
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            /** @enum {string} */
            courseType: "THEORETICAL" | "FULL";
            withoutExamFlg: boolean;
            /** @description Marked free: variants may be priced at zero */
            freeFlg: boolean;
            title: string;
            highlightImage: components["schemas"]["Picture"] | null;
            theoryHours: number | null;
            exerciseHours: number | null;
            chapters: number | null;
            /** @description VAT rate in percent */
            vatRate: number;
            accessMonths: number | null;
            certificate: string | null;
            permissionNumber: string | null;
            examQuestionCount: number | null;
            examDuration: ("DURATION_60" | "DURATION_120") | null;
            city: string | null;
            startDate: string | null;
            endDate: string | null;
            availablePlaces: number | null;
            placesLeft: number | null;
            /** @enum {string} */
            category: "PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED";
            /** @enum {string} */
            language: "PL" | "EN";
            /** @enum {string} */
            visibility: "PUBLIC" | "PRIVATE" | "LANDING" | "SOON";
            buyable: boolean;
            /** @description Grosze, gross; null without variants */
            lowestPriceGross: number | null;
            variants: {
                /**
                 * Format: uuid
                 * @description Course variant id
                 */
                courseVariantId: string;
                /** @enum {string} */
                variant: "FULL_ONLINE" | "FULL_MIXED" | "FULL_STATIONARY" | "THEORETICAL_ONLINE" | "THEORETICAL_STATIONARY";
                /** @description Grosze, gross */
                priceGross: number;
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Course: {
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            /** @enum {string} */
            courseType: "THEORETICAL" | "FULL";
            withoutExamFlg: boolean;
            /** @description Marked free: variants may be priced at zero */
            freeFlg: boolean;
            title: string;
            highlightImage: components["schemas"]["Picture"] | null;
            theoryHours: number | null;
            exerciseHours: number | null;
            chapters: number | null;
            /** @description VAT rate in percent */
            vatRate: number;
            accessMonths: number | null;
            certificate: string | null;
            permissionNumber: string | null;
            examQuestionCount: number | null;
            examDuration: ("DURATION_60" | "DURATION_120") | null;
            city: string | null;
            startDate: string | null;
            endDate: string | null;
            availablePlaces: number | null;
            placesLeft: number | null;
            /** @enum {string} */
            category: "PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED";
            /** @enum {string} */
            language: "PL" | "EN";
            /** @enum {string} */
            visibility: "PUBLIC" | "PRIVATE" | "LANDING" | "SOON";
            buyable: boolean;
            /** @description Grosze, gross; null without variants */
            lowestPriceGross: number | null;
            variants: {
                /**
                 * Format: uuid
                 * @description Course variant id
                 */
                courseVariantId: string;
                /** @enum {string} */
                variant: "FULL_ONLINE" | "FULL_MIXED" | "FULL_STATIONARY" | "THEORETICAL_ONLINE" | "THEORETICAL_STATIONARY";
                /** @description Grosze, gross */
                priceGross: number;
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Sanitized HTML */
            description: string;
            /** @description Sanitized HTML */
            scope: string;
            /** @description Sanitized HTML */
            examDescription: string;
            /** @description Sanitized HTML */
            participationConditions: string;
        };
        AdminCourse: {
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            /** @enum {string} */
            courseType: "THEORETICAL" | "FULL";
            withoutExamFlg: boolean;
            /** @description Marked free: variants may be priced at zero */
            freeFlg: boolean;
            title: string;
            highlightImage: components["schemas"]["Picture"] | null;
            theoryHours: number | null;
            exerciseHours: number | null;
            chapters: number | null;
            /** @description VAT rate in percent */
            vatRate: number;
            accessMonths: number | null;
            certificate: string | null;
            permissionNumber: string | null;
            examQuestionCount: number | null;
            examDuration: ("DURATION_60" | "DURATION_120") | null;
            city: string | null;
            startDate: string | null;
            endDate: string | null;
            availablePlaces: number | null;
            placesLeft: number | null;
            /** @enum {string} */
            category: "PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED";
            /** @enum {string} */
            language: "PL" | "EN";
            /** @enum {string} */
            visibility: "PUBLIC" | "PRIVATE" | "LANDING" | "SOON";
            buyable: boolean;
            /** @description Grosze, gross; null without variants */
            lowestPriceGross: number | null;
            variants: {
                /**
                 * Format: uuid
                 * @description Course variant id
                 */
                courseVariantId: string;
                /** @enum {string} */
                variant: "FULL_ONLINE" | "FULL_MIXED" | "FULL_STATIONARY" | "THEORETICAL_ONLINE" | "THEORETICAL_STATIONARY";
                /** @description Grosze, gross */
                priceGross: number;
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Sanitized HTML */
            description: string;
            /** @description Sanitized HTML */
            scope: string;
            /** @description Sanitized HTML */
            examDescription: string;
            /** @description Sanitized HTML */
            participationConditions: string;
            twinCourseId: string | null;
        };
        CoursePage: {
            items: components["schemas"]["CourseSummary"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        ShippingMethod: {
            /**
             * Format: uuid
             * @description Shipping method id
             */
            id: string;
            name: string;
            description: string;
            /** @description Grosze, gross */
            priceGross: number;
        };
        AdminShippingMethod: {
            /**
             * Format: uuid
             * @description Shipping method id
             */
            id: string;
            name: string;
            description: string;
            /** @description Grosze, gross */
            priceGross: number;
            nameEn: string;
            descriptionEn: string;
        };
        CartQuote: {
            productsVirtual: {
                course: {
                    /**
                     * Format: uuid
                     * @description Course id
                     */
                    id: string;
                    title: string;
                    visibility: string;
                };
                courseVariant: {
                    /**
                     * Format: uuid
                     * @description Course variant id
                     */
                    id: string;
                    variant: string;
                    /** @description Grosze, gross */
                    priceGross: number;
                };
                amount: number;
                /** @description Grosze, gross */
                unitPriceGross: number;
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
                vatRate: number;
                /** @description Grosze, gross */
                lineGross: number;
                /** @description Grosze, gross */
                discountGross: number;
                available: boolean;
                /** @description Null: no limit */
                availablePlaces: number | null;
            }[];
            productsMaterial: {
                product: {
                    /**
                     * Format: uuid
                     * @description Product id
                     */
                    id: string;
                    name: string;
                    category: string;
                };
                productVariant: {
                    /**
                     * Format: uuid
                     * @description Product variant id
                     */
                    id: string;
                    name: string;
                    /** @description Grosze, gross */
                    priceGross: number;
                };
                amount: number;
                /** @description Grosze, gross */
                unitPriceGross: number;
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
                vatRate: number;
                /** @description Grosze, gross */
                lineGross: number;
                /** @description Grosze, gross */
                discountGross: number;
                available: boolean;
                stock: number;
            }[];
            notices: {
                /** @enum {string} */
                code: "LINE_REMOVED" | "AMOUNT_REDUCED" | "LINE_MERGED";
                name: string | null;
                courseId: string | null;
                courseVariantId: string | null;
                productVariantId: string | null;
            }[];
            discount: {
                code: string;
                /** @enum {string} */
                status: "APPLIED" | "NOT_FOUND" | "NOT_STARTED" | "EXPIRED" | "USED_UP" | "NOT_APPLICABLE";
                /** @description Grosze, gross */
                discountGross: number;
            } | null;
            /** @description Grosze, gross */
            itemsGross: number;
            /** @description Grosze, gross */
            discountGross: number;
            /** @description Items − discount, without shipping */
            totalGross: number;
            vat: {
                rate: number;
                /** @description Grosze, gross */
                grossAmount: number;
                netAmount: number;
                vatAmount: number;
            }[];
            shippingMethods: {
                /**
                 * Format: uuid
                 * @description Shipping method id
                 */
                id: string;
                name: string;
                description: string;
                /** @description Grosze, gross */
                priceGross: number;
            }[];
            requiresAccount: boolean;
            orderable: boolean;
            /** @description Error codes placement would answer */
            blockers: string[];
            przelewy24Available: boolean;
        };
        PlacedOrder: {
            purchase: {
                /**
                 * Format: uuid
                 * @description Purchase id
                 */
                id: string;
                number: string;
                status: string;
                paymentType: string;
                /** @description Grosze, gross */
                totalGross: number;
                payBefore: string | null;
                /** Format: date-time */
                createdAt: string;
            };
            /** @description Przelewy24: where to send the buyer */
            paymentRedirectUrl: string | null;
            /** @description Secret of the private details link; returned once (null on a repeated submit) */
            accessToken: string | null;
        };
        EInvoice: {
            /**
             * Format: uuid
             * @description E-invoice id
             */
            id: string;
            /** @enum {string} */
            kind: "INVOICE" | "CORRECTION";
            /**
             * Format: uuid
             * @description Purchase id
             */
            purchaseId: string;
            /** @description FV/2026/000042 or FK/2026/000003 */
            documentNumber: string;
            buyerName: string;
            /** @description Null for a consumer */
            buyerNip: string | null;
            /**
             * Format: date
             * @description YYYY-MM-DD
             */
            issueDate: string;
            /** @enum {string} */
            status: "QUEUED" | "SENDING" | "ACCEPTED" | "REJECTED";
            offlineReason: ("UNAVAILABLE" | "NO_CREDENTIALS") | null;
            /** @description An offline invoice’s legal deadline */
            sendBy: string | null;
            ksefNumber: string | null;
            acceptedAt: string | null;
            errors: {
                code: number | null;
                description: string;
                details: string[];
            }[];
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string;
            /** @description The XML sent */
            xmlUrl: string;
            /** @description The UPO, once KSeF gave it */
            upoUrl: string | null;
            /** @description KOD I: the verification page the QR code holds */
            verificationUrl: string;
        };
        KsefOverview: {
            /** @enum {string} */
            mode: "ksef" | "simulator" | "offline";
            /** @description Null unless the local simulator is in use */
            simulatorDown: boolean | null;
            /** @enum {string} */
            environment: "test" | "demo" | "production";
            sendConsumerInvoices: boolean;
            waiting: number;
            rejected: number;
            overdue: number;
        };
        KsefPassReport: {
            queued: number;
            sent: number;
            accepted: number;
            rejected: number;
            postponed: number;
        };
        AdminSubject: {
            /**
             * Format: uuid
             * @description Subject id
             */
            subjectId: string;
            title: string;
            /** @description The subject number: 1..n in the course order */
            number: number;
            lessonCount: number;
        };
        AdminLessonSummary: {
            /**
             * Format: uuid
             * @description Lesson id
             */
            lessonId: string;
            /**
             * Format: uuid
             * @description Subject id
             */
            subjectId: string;
            title: string;
            /** @description The lesson number within its subject: 1..n */
            number: number;
            /** @description Percent of correct answers that passes the quiz */
            passThreshold: number;
            segmentCount: number;
            /** @description 0: the lesson has no quiz */
            questionCount: number;
        };
        AdminLessonMedia: {
            originalName: string;
            mimeType: string;
            /** @description Bytes */
            size: number;
            /** @description /api/v1/lesson-media/{segmentId}, with HTTP Range */
            url: string;
        };
        AdminLessonSegment: {
            /**
             * Format: uuid
             * @description Lesson segment id
             */
            lessonSegmentId: string;
            /** @enum {string} */
            segmentType: "TEXT" | "AUDIO" | "VIDEO" | "IMAGE" | "FILE";
            position: number;
            /** @description TEXT: sanitized HTML; other kinds: the caption */
            content: string;
            /** @description Null for TEXT and before a file is uploaded (GraphQL) */
            media: components["schemas"]["AdminLessonMedia"] | null;
        };
        AdminLessonAnswer: {
            /**
             * Format: uuid
             * @description Answer id
             */
            answerId: string;
            content: string;
            correct: boolean;
        };
        AdminLessonQuestion: {
            /**
             * Format: uuid
             * @description Lesson question id
             */
            questionId: string;
            content: string;
            position: number;
            answers: components["schemas"]["AdminLessonAnswer"][];
        };
        AdminLessonDetails: {
            /**
             * Format: uuid
             * @description Lesson id
             */
            lessonId: string;
            /**
             * Format: uuid
             * @description Subject id
             */
            subjectId: string;
            title: string;
            /** @description The lesson number within its subject: 1..n */
            number: number;
            /** @description Percent of correct answers that passes the quiz */
            passThreshold: number;
            segmentCount: number;
            /** @description 0: the lesson has no quiz */
            questionCount: number;
            segments: components["schemas"]["AdminLessonSegment"][];
            questions: components["schemas"]["AdminLessonQuestion"][];
        };
        UserCourse: {
            /**
             * Format: uuid
             * @description User course id
             */
            userCourseId: string;
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            courseTitle: string;
            /**
             * Format: date-time
             * @description Since when the user has the course
             */
            createdAt: string;
            /** @description Access ends then; null: unlimited */
            accessUntil: string | null;
            /** @description Access has ended: no content, media or quiz */
            expired: boolean;
            inProgress: boolean;
            finishedAt: string | null;
            /** @description Subjects 1..n completed in order */
            completedSubjects: number;
            subjectCount: number;
            /** @description Rounded down; 100 once finished */
            progressPercent: number;
        };
        CourseParticipant: {
            /**
             * Format: uuid
             * @description User course id
             */
            userCourseId: string;
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            courseTitle: string;
            /**
             * Format: date-time
             * @description Since when the user has the course
             */
            createdAt: string;
            /** @description Access ends then; null: unlimited */
            accessUntil: string | null;
            /** @description Access has ended: no content, media or quiz */
            expired: boolean;
            inProgress: boolean;
            finishedAt: string | null;
            /** @description Subjects 1..n completed in order */
            completedSubjects: number;
            subjectCount: number;
            /** @description Rounded down; 100 once finished */
            progressPercent: number;
            /**
             * Format: uuid
             * @description User id
             */
            userId: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            companyName: string | null;
        };
        /** @description The learner’s standing on a quiz and their last attempt */
        QuizResult: {
            /** @description Whether the quiz counts as passed (completing the subject, exam registration): some attempt passed, even when the last one did not */
            countsAsPassed: boolean;
            /** @description Whether the last attempt passed */
            passed: boolean;
            /** @description Of the last attempt */
            correctCount: number;
            /** @description Of the last attempt */
            questionCount: number;
            /** @description The last attempt’s correct answers in percent, rounded down */
            scorePercent: number;
            /** @description The best attempt’s correct answers in percent, rounded down; kept after a worse retake */
            bestScorePercent: number;
            attempts: number;
            /**
             * Format: date-time
             * @description When the last attempt was submitted
             */
            answeredAt: string;
            /** @description When first passed; kept after a later failure */
            passedAt: string | null;
        };
        CourseSubjects: {
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            /** @description The learner’s user course (null for admins) */
            userCourse: components["schemas"]["UserCourse"] | null;
            subjects: {
                /**
                 * Format: uuid
                 * @description Subject id
                 */
                subjectId: string;
                title: string;
                number: number;
                lessonCount: number;
                /** @description The learner’s progress; null for admins */
                completed: boolean | null;
            }[];
        };
        SubjectLessons: {
            /**
             * Format: uuid
             * @description Subject id
             */
            subjectId: string;
            title: string;
            number: number;
            lessons: {
                /**
                 * Format: uuid
                 * @description Lesson id
                 */
                lessonId: string;
                title: string;
                number: number;
                passThreshold: number;
                /** @description 0: the lesson has no quiz */
                questionCount: number;
                segments: {
                    /**
                     * Format: uuid
                     * @description Lesson segment id
                     */
                    segmentId: string;
                    /** @enum {string} */
                    segmentType: "TEXT" | "AUDIO" | "VIDEO" | "IMAGE" | "FILE";
                    position: number;
                    /** @description TEXT: sanitized HTML; other kinds: a caption */
                    content: string;
                    media: {
                        originalName: string;
                        mimeType: string;
                        size: number;
                        /** @description /api/v1/lesson-media/{segmentId} (HTTP Range) */
                        url: string;
                    } | null;
                }[];
                /** @description The learner’s result; null if never taken */
                quizResult: components["schemas"]["QuizResult"] | null;
            }[];
        };
        Quiz: {
            /**
             * Format: uuid
             * @description Lesson id
             */
            lessonId: string;
            questionCount: number;
            passThreshold: number;
            questions: {
                /**
                 * Format: uuid
                 * @description Question id
                 */
                questionId: string;
                content: string;
                /** @description More than one answer is correct */
                multipleAnswers: boolean;
                answers: {
                    /**
                     * Format: uuid
                     * @description Answer id
                     */
                    answerId: string;
                    content: string;
                }[];
            }[];
            lastResult: components["schemas"]["QuizResult"] | null;
        };
        AvailableCourses: {
            items: {
                /**
                 * Format: uuid
                 * @description Course id
                 */
                courseId: string;
                title: string;
                /** @enum {string} */
                language: "PL" | "EN";
                /** @enum {string} */
                visibility: "PUBLIC" | "PRIVATE" | "LANDING" | "SOON";
                variants: {
                    /**
                     * Format: uuid
                     * @description Course variant id
                     */
                    courseVariantId: string;
                    /** @enum {string} */
                    variant: "FULL_ONLINE" | "FULL_MIXED" | "FULL_STATIONARY" | "THEORETICAL_ONLINE" | "THEORETICAL_STATIONARY";
                    /** @description Grosze, gross */
                    priceGross: number;
                }[];
            }[];
        };
        Certificate: {
            /**
             * Format: uuid
             * @description Certificate id
             */
            id: string;
            /** @enum {string} */
            kind: "UPLOADED" | "GENERATED";
            title: string;
            /** @description e.g. CERT/2026/000123; null for uploaded certificates */
            number: string | null;
            /** Format: date-time */
            issuedAt: string;
            validUntil: string | null;
            revokedAt: string | null;
            /** @enum {string} */
            status: "VALID" | "EXPIRED" | "REVOKED";
            courseId: string | null;
            /** @description GET: the PDF (owner or admin) */
            downloadUrl: string;
            /** @description The public page its QR code opens */
            verificationUrl: string | null;
        };
        CertificateVerification: {
            /** @enum {string} */
            status: "VALID" | "EXPIRED" | "REVOKED";
            number: string;
            title: string;
            /** @description First name and last initial only, e.g. "Jan K." */
            holderName: string;
            /** Format: date-time */
            issuedAt: string;
            validUntil: string | null;
        };
        WorkSlot: {
            /**
             * Format: uuid
             * @description Work slot id
             */
            workSlotId: string;
            /**
             * @description EXAM_60 (60 min), EXAM_120 (120 min), EXERCISE (120 min)
             * @enum {string}
             */
            kind: "EXAM_60" | "EXAM_120" | "EXERCISE";
            /** Format: date-time */
            startsAt: string;
            /**
             * Format: date-time
             * @description startsAt + the kind’s length
             */
            endsAt: string;
            place: string | null;
            /** @description For its instructor, admins and those booked on it */
            onlineLink: string | null;
            capacity: number;
            bookedCount: number;
            freePlaces: number;
            /** @description The "free" label: a place remains */
            isFree: boolean;
            /** @description The "new" label: booked since its instructor last opened it */
            isNew: boolean;
            instructorName: string;
            /** @description The viewer is its instructor and nobody booked it */
            canDelete: boolean;
        };
        WorkSlotList: {
            items: components["schemas"]["WorkSlot"][];
        };
        WorkSlotDetails: {
            /**
             * Format: uuid
             * @description Work slot id
             */
            workSlotId: string;
            /**
             * @description EXAM_60 (60 min), EXAM_120 (120 min), EXERCISE (120 min)
             * @enum {string}
             */
            kind: "EXAM_60" | "EXAM_120" | "EXERCISE";
            /** Format: date-time */
            startsAt: string;
            /**
             * Format: date-time
             * @description startsAt + the kind’s length
             */
            endsAt: string;
            place: string | null;
            /** @description For its instructor, admins and those booked on it */
            onlineLink: string | null;
            capacity: number;
            bookedCount: number;
            freePlaces: number;
            /** @description The "free" label: a place remains */
            isFree: boolean;
            /** @description The "new" label: booked since its instructor last opened it */
            isNew: boolean;
            instructorName: string;
            /** @description The viewer is its instructor and nobody booked it */
            canDelete: boolean;
            /** @description Exams and exercises booked, by booking time */
            participants: {
                exams: {
                    /**
                     * Format: uuid
                     * @description Exam id
                     */
                    examId: string;
                    /**
                     * @description An UNLOCKED exam past its deadline is FINISHED
                     * @enum {string}
                     */
                    status: "REGISTER" | "UNLOCKED" | "FINISHED" | "VERIFIED";
                    attempt: number;
                    /**
                     * Format: uuid
                     * @description Course id
                     */
                    courseId: string;
                    courseTitle: string;
                    candidateName: string;
                    candidateEmail: string;
                    candidatePilotNumber: string | null;
                    /**
                     * Format: date-time
                     * @description When it was booked
                     */
                    createdAt: string;
                }[];
                exercises: {
                    /**
                     * Format: uuid
                     * @description Exercise id
                     */
                    exerciseId: string;
                    /** @enum {string} */
                    status: "UNFINISHED" | "FINISHED";
                    /**
                     * Format: uuid
                     * @description Course id
                     */
                    courseId: string;
                    courseTitle: string;
                    candidateName: string;
                    candidateEmail: string;
                    confirmedAt: string | null;
                    /**
                     * Format: date-time
                     * @description When it was booked
                     */
                    createdAt: string;
                }[];
            };
        };
        ExamSlot: {
            /**
             * Format: uuid
             * @description Work slot id
             */
            workSlotId: string;
            /** @enum {string} */
            kind: "EXAM_60" | "EXAM_120" | "EXERCISE";
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            place: string | null;
            /** @description For those booked on it, its instructor and admins */
            onlineLink: string | null;
            capacity: number;
            bookedCount: number;
            freePlaces: number;
        };
        Exam: {
            /**
             * Format: uuid
             * @description Exam id
             */
            examId: string;
            /**
             * @description An UNLOCKED exam past its deadline is FINISHED
             * @enum {string}
             */
            status: "REGISTER" | "UNLOCKED" | "FINISHED" | "VERIFIED";
            /** @description 1 for the first try of this user course */
            attempt: number;
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            courseTitle: string;
            workSlot: components["schemas"]["ExamSlot"];
            durationMinutes: number;
            /** @description Percent needed to pass (frozen at booking) */
            passThreshold: number;
            unlockedAt: string | null;
            deadlineAt: string | null;
            finishedAt: string | null;
            verifiedAt: string | null;
            /** @description UNLOCKED only: seconds to the deadline */
            secondsLeft: number | null;
            independent: boolean | null;
            /** @description Candidate: null until VERIFIED */
            passed: boolean | null;
            /** @description Candidate: null until VERIFIED */
            correctCount: number | null;
            /** @description Candidate: null until VERIFIED */
            questionCount: number | null;
            /** @description Rounded down; candidate: null until VERIFIED */
            scorePercent: number | null;
            answeredCount: number;
            /** @description Questions drawn (0 before unlocking) */
            itemCount: number;
            /**
             * Format: date-time
             * @description Cancel or move until then (slot start − 24 h)
             */
            changeDeadline: string;
            canCancel: boolean;
            canUnlock: boolean;
            canVerify: boolean;
            candidateName: string;
            candidateEmail: string;
            candidatePilotNumber: string | null;
            /** @description Exam tries left for this user course */
            triesLeft: number;
        };
        ExamPage: {
            items: components["schemas"]["Exam"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        ExamItem: {
            /**
             * Format: uuid
             * @description Exam item id
             */
            itemId: string;
            position: number;
            text: string;
            /** @description In this attempt’s shuffled order; whether an answer is correct is never told */
            answers: {
                /**
                 * Format: uuid
                 * @description Answer id
                 */
                answerId: string;
                text: string;
            }[];
            chosenAnswerIds: string[];
            answered: boolean;
        };
        ExamQuestions: {
            /**
             * Format: uuid
             * @description Exam id
             */
            examId: string;
            /** @enum {string} */
            status: "REGISTER" | "UNLOCKED" | "FINISHED" | "VERIFIED";
            deadlineAt: string | null;
            /** @description UNLOCKED only: seconds to the deadline */
            secondsLeft: number | null;
            items: components["schemas"]["ExamItem"][];
        };
        UserCourseExamTries: {
            /**
             * Format: uuid
             * @description User course id
             */
            userCourseId: string;
            extraExamTries: number;
            /** @description Failed verified tries */
            examTriesUsed: number;
            examTriesLeft: number;
        };
        AdminExamAnswer: {
            /**
             * Format: uuid
             * @description Answer id
             */
            answerId: string;
            text: string;
            correct: boolean;
            /** @description 1..n in the question’s order */
            position: number;
        };
        AdminExamQuestion: {
            /**
             * Format: uuid
             * @description Exam question id
             */
            questionId: string;
            text: string;
            /** @description 1..n in the bank’s order */
            position: number;
            answers: components["schemas"]["AdminExamAnswer"][];
        };
        AdminExamSettings: {
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            /** @description Questions drawn per attempt */
            examQuestionCount: number | null;
            /** @description Percent of correct answers that passes */
            examPassThreshold: number;
            /** @description Tries per user course */
            examMaxTries: number;
            /** @description Questions in the bank */
            examQuestionBankSize: number;
        };
        Exercise: {
            /**
             * Format: uuid
             * @description Exercise id
             */
            exerciseId: string;
            /**
             * @description UNFINISHED until the instructor confirms it
             * @enum {string}
             */
            status: "UNFINISHED" | "FINISHED";
            /**
             * Format: uuid
             * @description Course id
             */
            courseId: string;
            courseTitle: string;
            workSlot: components["schemas"]["WorkSlot"];
            /** @description Six digits: the candidate and admins only */
            accessCode: string | null;
            confirmedAt: string | null;
            /**
             * Format: date-time
             * @description Unregister until then (slot start − 24 h)
             */
            changeDeadline: string;
            canUnregister: boolean;
            canConfirm: boolean;
            candidateName: string;
            candidateEmail: string;
            /**
             * Format: date-time
             * @description When it was booked
             */
            createdAt: string;
        };
        ExercisePage: {
            items: components["schemas"]["Exercise"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        ExerciseAvailability: {
            items: components["schemas"]["WorkSlot"][];
        };
        PublicProfile: {
            /**
             * Format: uuid
             * @description Public profile id
             */
            id: string;
            companyName: string;
            companyPhoneNumber: string | null;
            website: string | null;
            skysnapLink: string | null;
            shortDescription: string | null;
            lat: number;
            lng: number;
            /** @description "lat, lng" as stored (at most 14 decimals each) */
            coordinates: string;
            town: string | null;
            services: ("OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS")[];
        };
        OwnPublicProfile: {
            /**
             * Format: uuid
             * @description Public profile id
             */
            id: string;
            companyName: string;
            companyPhoneNumber: string | null;
            website: string | null;
            skysnapLink: string | null;
            shortDescription: string | null;
            lat: number;
            lng: number;
            /** @description "lat, lng" as stored (at most 14 decimals each) */
            coordinates: string;
            town: string | null;
            services: ("OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS")[];
            /**
             * @description PENDING until an admin approves; a changed card returns to PENDING
             * @enum {string}
             */
            status: "PENDING" | "APPROVED" | "HIDDEN" | "REMOVED";
            /** @description User.publicFlg: listed only while on */
            published: boolean;
            reviewedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminPublicProfile: {
            /**
             * Format: uuid
             * @description Public profile id
             */
            id: string;
            companyName: string;
            companyPhoneNumber: string | null;
            website: string | null;
            skysnapLink: string | null;
            shortDescription: string | null;
            lat: number;
            lng: number;
            /** @description "lat, lng" as stored (at most 14 decimals each) */
            coordinates: string;
            town: string | null;
            services: ("OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS")[];
            /**
             * @description PENDING until an admin approves; a changed card returns to PENDING
             * @enum {string}
             */
            status: "PENDING" | "APPROVED" | "HIDDEN" | "REMOVED";
            /** @description User.publicFlg: listed only while on */
            published: boolean;
            reviewedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: uuid
             * @description The owner’s user id
             */
            ownerId: string;
            ownerEmail: string;
        };
        JobOffer: {
            /**
             * Format: uuid
             * @description Job offer id
             */
            id: string;
            /** @description Job number, e.g. ZL/2026/00042 */
            number: string;
            /** @enum {string} */
            category: "OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS";
            description: string;
            additionalRequirements: string | null;
            /** @description A town or a postal code */
            location: string;
            /** @enum {string} */
            fulfillmentTime: "AS_SOON_AS_POSSIBLE" | "ONE_MONTH" | "TWO_THREE_MONTHS" | "CUSTOM_TIME";
            /** @description With CUSTOM_TIME only */
            customDate: string | null;
            companyFlg: boolean;
            /** @enum {string} */
            status: "OPEN" | "ENDED";
            closedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            attachment: {
                originalName: string;
                mimeType: string;
                size: number;
                url: string;
            } | null;
            authorName: string;
            contactEmail: string;
            contactPhone: string | null;
            isMine: boolean;
            /** @description The viewer is its author or an admin, and it is open */
            canClose: boolean;
        };
        Refund: {
            /**
             * Format: uuid
             * @description Refund id
             */
            id: string;
            /**
             * @description NEEDED (waits for an admin), REQUESTED, DONE or FAILED
             * @enum {string}
             */
            status: "NEEDED" | "REQUESTED" | "DONE" | "FAILED";
            /** @enum {string} */
            method: "PRZELEWY24" | "TRANSFER";
            /** @enum {string} */
            reason: "CANCELLED_ORDER" | "PAID_TWICE" | "ADMIN";
            /** @description Grosze, gross */
            amount: number;
            /** @description Przelewy24’s reason when it failed */
            failureReason: string | null;
            note: string;
            restocked: boolean;
            /** Format: date-time */
            createdAt: string;
            doneAt: string | null;
            lines: {
                purchaseItemId: string | null;
                quantity: number;
                /** @description Grosze, gross */
                amount: number;
            }[];
        };
        Purchase: {
            /**
             * Format: uuid
             * @description Purchase id
             */
            id: string;
            /** @description Gap-free per year: 2026/000042 */
            number: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description NO_PAID is shown as cancelled
             * @enum {string}
             */
            status: "PLACED" | "PAID" | "SEND" | "DELIVERED" | "COMPLETED" | "NO_PAID" | "NO_ITEMS";
            /** @enum {string} */
            paymentType: "PRZELEWY24_TRANSFER" | "TRADITIONAL_TRANSFER" | "O_TRANSFER";
            /** @enum {string} */
            buyerType: "INDIVIDUAL" | "BUSINESS";
            buyerId: string | null;
            name: string;
            streetAndNumber: string;
            postalCode: string;
            city: string;
            phone: string;
            email: string;
            invNip: string | null;
            invName: string | null;
            invStreet: string | null;
            invPostalCode: string | null;
            invCity: string | null;
            deliveryName: string | null;
            deliveryStreet: string | null;
            deliveryPostalCode: string | null;
            deliveryCity: string | null;
            notes: string;
            shippingName: string | null;
            /** @description Grosze, gross */
            shippingPriceGross: number;
            couponCode: string | null;
            /** @description Grosze, gross */
            itemsGross: number;
            /** @description Grosze, gross */
            discountGross: number;
            /** @description Grosze, gross */
            totalGross: number;
            containsCourses: boolean;
            containsProducts: boolean;
            paidAt: string | null;
            payBefore: string | null;
            items: {
                /**
                 * Format: uuid
                 * @description Line id
                 */
                id: string;
                /** @enum {string} */
                kind: "COURSE" | "PRODUCT";
                courseId: string | null;
                courseVariantId: string | null;
                productId: string | null;
                productVariantId: string | null;
                /** @description Course title or product name at the time of purchase */
                name: string;
                variantName: string;
                quantity: number;
                /** @description Grosze, gross */
                unitPriceGross: number;
                vatRate: number;
                /** @description Grosze, gross */
                discountGross: number;
                /** @description Grosze, gross */
                totalGross: number;
            }[];
            events: {
                /**
                 * @description STATUS: a status change; otherwise a money event (the status stays)
                 * @enum {string}
                 */
                kind: "STATUS" | "PAYMENT_STARTED" | "PAYMENT_NOTIFIED" | "PAYMENT_VERIFIED" | "REFUND_NEEDED" | "REFUND_REQUESTED" | "REFUND_DONE" | "REFUND_FAILED" | "INVOICE_ISSUED" | "CORRECTION_ISSUED";
                /** @description Money events: the amount, grosze */
                amount: number | null;
                fromStatus: ("PLACED" | "PAID" | "SEND" | "DELIVERED" | "COMPLETED" | "NO_PAID" | "NO_ITEMS") | null;
                /** @enum {string} */
                toStatus: "PLACED" | "PAID" | "SEND" | "DELIVERED" | "COMPLETED" | "NO_PAID" | "NO_ITEMS";
                /** Format: date-time */
                createdAt: string;
                /** @description Who made the change (admins and sellers only) */
                actorName: string | null;
                /** @description przelewy24, auto-cancel or system when not a person */
                source: string | null;
                note: string;
            }[];
            refunds: components["schemas"]["Refund"][];
            /** @description Traditional-transfer details while the purchase awaits payment */
            bankTransfer: {
                accountNumber: string;
                title: string;
                /** @description Grosze, gross */
                amountGross: number;
            } | null;
            /** @description What an admin may do now (else empty) */
            allowedActions: ("PAID" | "CANCEL" | "SEND" | "COMPLETE")[];
        };
        PurchasePage: {
            items: components["schemas"]["Purchase"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            /** @description Exact up to 10,000 matches, beyond that the database’s estimate */
            total: number;
            /** @description False when total is an estimate (many matches) */
            totalExact: boolean;
        };
        StartPaymentResponse: {
            /** @description Przelewy24’s payment page for this attempt */
            redirectUrl: string;
        };
        ReconcileReport: {
            paymentsChecked: number;
            /** @description Purchases marked paid by this pass */
            paid: number;
            /** @description Money that could not pay its purchase, now refunded */
            refundsOpened: number;
            /** @description Purchases past their time to pay, cancelled */
            cancelled: number;
            refundsSent: number;
            refundsFinished: number;
        };
        ProductSummary: {
            /**
             * Format: uuid
             * @description Product id
             */
            id: string;
            name: string;
            shortDescription: string;
            /** @enum {string} */
            category: "EQUIPMENT" | "ACCESSORY" | "GADGET" | "SOFTWARE" | "SERVICE" | "VOUCHER";
            kind: ("DRONE" | "PLANE" | "MULTIROTOR") | null;
            /** @description VAT rate in percent */
            vatRate: number;
            /** @description Grosze, gross */
            lowestPriceGross: number;
            /** @description Marked free: variants may be priced at zero */
            freeFlg: boolean;
            stock: number;
            /** @enum {string} */
            stockState: "IN_STOCK" | "LOW" | "NONE";
            mainImage: components["schemas"]["Picture"] | null;
            variants: {
                /**
                 * Format: uuid
                 * @description Product variant id
                 */
                id: string;
                name: string;
                /** @description Grosze, gross */
                priceGross: number;
                stock: number;
                /** @enum {string} */
                stockState: "IN_STOCK" | "LOW" | "NONE";
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Product: {
            /**
             * Format: uuid
             * @description Product id
             */
            id: string;
            name: string;
            shortDescription: string;
            /** @enum {string} */
            category: "EQUIPMENT" | "ACCESSORY" | "GADGET" | "SOFTWARE" | "SERVICE" | "VOUCHER";
            kind: ("DRONE" | "PLANE" | "MULTIROTOR") | null;
            /** @description VAT rate in percent */
            vatRate: number;
            /** @description Grosze, gross */
            lowestPriceGross: number;
            /** @description Marked free: variants may be priced at zero */
            freeFlg: boolean;
            stock: number;
            /** @enum {string} */
            stockState: "IN_STOCK" | "LOW" | "NONE";
            mainImage: components["schemas"]["Picture"] | null;
            variants: {
                /**
                 * Format: uuid
                 * @description Product variant id
                 */
                id: string;
                name: string;
                /** @description Grosze, gross */
                priceGross: number;
                stock: number;
                /** @enum {string} */
                stockState: "IN_STOCK" | "LOW" | "NONE";
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Sanitized HTML */
            description: string;
            videoUrl: string | null;
            images: {
                /**
                 * Format: uuid
                 * @description Product image id
                 */
                id: string;
                isMain: boolean;
                sortOrder: number;
                picture: components["schemas"]["Picture"];
            }[];
            droneSpecification: {
                aircraftType: string | null;
                droneClass: string | null;
                startingMass: string | null;
                maximumStartingMass: string | null;
                flightTime: string | null;
                preparationTime: string | null;
                cameraParams: string | null;
                compatibleSensors: string | null;
                additionalSensors: string | null;
                sizeExtended: string | null;
                sizeFolded: string | null;
                sizeTransportCase: string | null;
                workTemperature: string | null;
                normIP: string | null;
                specialFeatures: string | null;
                packageDescription: string | null;
                suggestedCertification: string | null;
            } | null;
        };
        AdminProduct: {
            /**
             * Format: uuid
             * @description Product id
             */
            id: string;
            name: string;
            shortDescription: string;
            /** @enum {string} */
            category: "EQUIPMENT" | "ACCESSORY" | "GADGET" | "SOFTWARE" | "SERVICE" | "VOUCHER";
            kind: ("DRONE" | "PLANE" | "MULTIROTOR") | null;
            /** @description VAT rate in percent */
            vatRate: number;
            /** @description Grosze, gross */
            lowestPriceGross: number;
            /** @description Marked free: variants may be priced at zero */
            freeFlg: boolean;
            stock: number;
            /** @enum {string} */
            stockState: "IN_STOCK" | "LOW" | "NONE";
            mainImage: components["schemas"]["Picture"] | null;
            variants: {
                /**
                 * Format: uuid
                 * @description Product variant id
                 */
                id: string;
                name: string;
                /** @description Grosze, gross */
                priceGross: number;
                stock: number;
                /** @enum {string} */
                stockState: "IN_STOCK" | "LOW" | "NONE";
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
                nameEn: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Sanitized HTML */
            description: string;
            videoUrl: string | null;
            images: {
                /**
                 * Format: uuid
                 * @description Product image id
                 */
                id: string;
                isMain: boolean;
                sortOrder: number;
                picture: components["schemas"]["Picture"];
            }[];
            droneSpecification: {
                aircraftType: string | null;
                droneClass: string | null;
                startingMass: string | null;
                maximumStartingMass: string | null;
                flightTime: string | null;
                preparationTime: string | null;
                cameraParams: string | null;
                compatibleSensors: string | null;
                additionalSensors: string | null;
                sizeExtended: string | null;
                sizeFolded: string | null;
                sizeTransportCase: string | null;
                workTemperature: string | null;
                normIP: string | null;
                specialFeatures: string | null;
                packageDescription: string | null;
                suggestedCertification: string | null;
                aircraftTypeEn: string | null;
                droneClassEn: string | null;
                startingMassEn: string | null;
                maximumStartingMassEn: string | null;
                flightTimeEn: string | null;
                preparationTimeEn: string | null;
                cameraParamsEn: string | null;
                compatibleSensorsEn: string | null;
                additionalSensorsEn: string | null;
                sizeExtendedEn: string | null;
                sizeFoldedEn: string | null;
                sizeTransportCaseEn: string | null;
                workTemperatureEn: string | null;
                normIPEn: string | null;
                specialFeaturesEn: string | null;
                packageDescriptionEn: string | null;
                suggestedCertificationEn: string | null;
            } | null;
            /** @description False: a draft only admins see */
            published: boolean;
            /** @description English name as stored; empty: not translated */
            nameEn: string;
            shortDescriptionEn: string;
            /** @description Sanitized HTML; empty: not translated */
            descriptionEn: string;
            /** @description Texts filled in Polish but not in English: name, shortDescription, description, variants, droneSpecification.<field> */
            missingEnglish: string[];
        };
        AdminProductSummary: {
            /**
             * Format: uuid
             * @description Product id
             */
            id: string;
            name: string;
            shortDescription: string;
            /** @enum {string} */
            category: "EQUIPMENT" | "ACCESSORY" | "GADGET" | "SOFTWARE" | "SERVICE" | "VOUCHER";
            kind: ("DRONE" | "PLANE" | "MULTIROTOR") | null;
            /** @description VAT rate in percent */
            vatRate: number;
            /** @description Grosze, gross */
            lowestPriceGross: number;
            /** @description Marked free: variants may be priced at zero */
            freeFlg: boolean;
            stock: number;
            /** @enum {string} */
            stockState: "IN_STOCK" | "LOW" | "NONE";
            mainImage: components["schemas"]["Picture"] | null;
            variants: {
                /**
                 * Format: uuid
                 * @description Product variant id
                 */
                id: string;
                name: string;
                /** @description Grosze, gross */
                priceGross: number;
                stock: number;
                /** @enum {string} */
                stockState: "IN_STOCK" | "LOW" | "NONE";
                /** @description Lowest price of the 30 days before a current reduction */
                omnibusLowestPriceGross: number | null;
                nameEn: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description False: a draft only admins see */
            published: boolean;
            nameEn: string;
            missingEnglish: string[];
        };
        AdminProductPage: {
            items: components["schemas"]["AdminProductSummary"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            /** @description Exact up to 10,000 matches, beyond that the database’s estimate */
            total: number;
            /** @description False when total is an estimate (many matches) */
            totalExact: boolean;
        };
        ProductPage: {
            items: components["schemas"]["ProductSummary"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        EInvoicePage: {
            items: components["schemas"]["EInvoice"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        UserCoursePage: {
            items: components["schemas"]["UserCourse"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        CourseParticipantPage: {
            items: components["schemas"]["CourseParticipant"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        PublicProfilePage: {
            items: components["schemas"]["PublicProfile"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        JobOfferPage: {
            items: components["schemas"]["JobOffer"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        AdminJobOfferPage: {
            items: components["schemas"]["JobOffer"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            /** @description Exact up to 10,000 matches, beyond that the database’s estimate */
            total: number;
            /** @description False when total is an estimate (many matches) */
            totalExact: boolean;
        };
        AdminPublicProfilePage: {
            items: components["schemas"]["AdminPublicProfile"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            /** @description Exact up to 10,000 matches, beyond that the database’s estimate */
            total: number;
            /** @description False when total is an estimate (many matches) */
            totalExact: boolean;
        };
        PostPage: {
            items: components["schemas"]["PostSummary"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        AdminPostPage: {
            items: components["schemas"]["AdminPostSummary"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        ApiClientPage: {
            items: components["schemas"]["ApiClient"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
        WebhookSubscriptionWithSecret: {
            subscription: components["schemas"]["WebhookSubscription"];
            secret: string;
        };
        WebhookDeliveryPage: {
            items: components["schemas"]["WebhookDelivery"][];
            /** @description Page number, from 0 */
            page: number;
            size: number;
            total: number;
        };
    };
    responses: {
        /** @description BAD_REQUEST: a malformed request (a NUL character, invalid JSON or URL encoding) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNAUTHENTICATED: an invalid or expired bearer token, also where none is needed */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description ACCOUNT_INACTIVE (the caller’s account), or CSRF_FAILED (a cookie session’s unsafe call) */
        Refused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE: a body over 1 MiB */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description BAD_REQUEST: a body of a content type the route does not take */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description RATE_LIMITED: an API client over its requests per minute; Retry-After says when to retry */
        RateLimited: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL: an unexpected error (logged; no detail is sent) */
        Internal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description SERVICE_UNAVAILABLE: the database connection was lost; nothing was kept, retry after Retry-After */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getUserAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putUserAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Only the fields sent change; which apply depends on the account type (person or company) */
        requestBody: {
            content: {
                "application/json": {
                    firstName?: string;
                    lastName?: string;
                    phoneNumber?: string;
                    pilotNumber?: string | null;
                    operatorNumber?: string | null;
                    emailUlc?: string | null;
                    phoneNumberUlc?: string | null;
                    examEntitySerialNumber?: string | null;
                } | {
                    name?: string;
                    nip?: string;
                    address?: string;
                    postalCode?: string;
                    city?: string;
                    phoneNumber?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserAccountRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A person (USER) or a company (B2B); the fields may also be nested under person/company */
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    phoneNumber: string;
                    pilotNumber?: string | null;
                    operatorNumber?: string | null;
                    emailUlc?: string | null;
                    phoneNumberUlc?: string | null;
                    /** @enum {string} */
                    accountType: "PERSON";
                } | {
                    name: string;
                    nip: string;
                    address: string;
                    postalCode: string;
                    city: string;
                    phoneNumber?: string | null;
                    /** @enum {string} */
                    accountType: "COMPANY";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ALREADY_REGISTERED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserAccountDeletionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUserAccountDeletionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminUsersByIdDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFilesById: {
        parameters: {
            query?: {
                /** @description A WebP rendition of a picture: thumb (480 px) or medium (1200 px) */
                size?: "thumb" | "medium";
            };
            header?: never;
            path: {
                /** @description File id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file in its stored type; public pictures and videos inline, anything else as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "audio/mpeg": string;
                    "video/mp4": string;
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/msword": string;
                    "application/vnd.ms-excel": string;
                    "application/octet-stream": string;
                    "image/webp": string;
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_FILE: a picture whose rendition cannot be made */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminMailByIdAttachmentsByIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Mail message id */
                id: string;
                /** @description The attachment’s position in the message, from 0 */
                index: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCourses: {
        parameters: {
            query?: {
                lang?: "PL" | "EN";
                category?: ("PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED")[];
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of courses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoursePage"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag (visitors’ cached answers) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCoursesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag (visitors’ cached answers) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCourses: {
        parameters: {
            query?: {
                search?: string | null;
                category?: ("PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED")[];
                visibility?: ("PUBLIC" | "PRIVATE" | "LANDING" | "SOON")[];
                lang?: "PL" | "EN";
                courseType?: "THEORETICAL" | "FULL";
                page?: number;
                size?: number;
                sort?: "TITLE" | "CREATED_AT" | "START_DATE" | "CATEGORY" | "VISIBILITY";
                direction?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of courses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoursePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    language?: "PL" | "EN";
                    /** @enum {string} */
                    courseType: "THEORETICAL" | "FULL";
                    withoutExamFlg: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Id of the new course
                         */
                        courseId: string;
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string | null;
                    scope?: string | null;
                    examDescription?: string | null;
                    participationConditions?: string | null;
                    theoryHours?: number | null;
                    exerciseHours?: number | null;
                    chapters?: number | null;
                    vatRate?: number;
                    accessMonths?: number | null;
                    certificate?: string | null;
                    permissionNumber?: string | null;
                    examQuestionCount?: number | null;
                    examDuration?: ("DURATION_60" | "DURATION_120") | null;
                    city?: string | null;
                    startDate?: string | null;
                    endDate?: string | null;
                    availablePlaces?: number | null;
                    /** @enum {string} */
                    category?: "PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED";
                    /** @enum {string} */
                    language?: "PL" | "EN";
                    /** @enum {string} */
                    visibility?: "PUBLIC" | "PRIVATE" | "LANDING" | "SOON";
                    /** @enum {string} */
                    courseType?: "THEORETICAL" | "FULL";
                    withoutExamFlg?: boolean;
                    freeFlg?: boolean;
                    removeHighlightImage?: boolean | null;
                    twinCourseId?: string | null;
                };
            };
        };
        responses: {
            /** @description The course as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourse"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE: PUBLISH_NEEDS_PRICE, PUBLISH_NEEDS_PICTURE, PUBLISH_NEEDS_DESCRIPTION or ZERO_PRICE_NOT_FREE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminCoursesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE COURSE_HAS_LEARNERS: hide the course instead */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCoursesByIdDuplicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Id of the new course
                         */
                        courseId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesByIdDiscountCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCoupon"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCoursesByIdDiscountCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    kind: "AMOUNT" | "PERCENT";
                    value: number;
                    validFrom?: string | null;
                    validTo?: string | null;
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCoupon"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description DUPLICATE_DISCOUNT_CODE: the code is used by another coupon */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdDiscountCouponsByCouponId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Coupon id */
                couponId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    kind: "AMOUNT" | "PERCENT";
                    value: number;
                    validFrom?: string | null;
                    validTo?: string | null;
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description The coupon as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCoupon"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description DUPLICATE_DISCOUNT_CODE: the code is used by another coupon */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminCoursesByIdDiscountCouponsByCouponId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Coupon id */
                couponId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminProductsByIdDiscountCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCoupon"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminProductsByIdDiscountCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    kind: "AMOUNT" | "PERCENT";
                    value: number;
                    validFrom?: string | null;
                    validTo?: string | null;
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCoupon"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description DUPLICATE_DISCOUNT_CODE: the code is used by another coupon */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminProductsByIdDiscountCouponsByCouponId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
                /** @description Coupon id */
                couponId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    kind: "AMOUNT" | "PERCENT";
                    value: number;
                    validFrom?: string | null;
                    validTo?: string | null;
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description The coupon as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCoupon"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description DUPLICATE_DISCOUNT_CODE: the code is used by another coupon */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminProductsByIdDiscountCouponsByCouponId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
                /** @description Coupon id */
                couponId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProducts: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description pl or en; else the best of Accept-Language, else pl. Empty English texts show the Polish ones. */
                lang?: string;
                category?: ("EQUIPMENT" | "ACCESSORY" | "GADGET" | "SOFTWARE" | "SERVICE" | "VOUCHER")[];
                kind?: "DRONE" | "PLANE" | "MULTIROTOR";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag (visitors’ cached answers) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductsById: {
        parameters: {
            query?: {
                /** @description pl or en; else the best of Accept-Language, else pl. Empty English texts show the Polish ones. */
                lang?: string;
            };
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag (visitors’ cached answers) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminProducts: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                category?: ("EQUIPMENT" | "ACCESSORY" | "GADGET" | "SOFTWARE" | "SERVICE" | "VOUCHER")[];
                search?: string;
                sort?: string;
                direction?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    nameEn?: string | null;
                    /** @enum {string} */
                    category: "EQUIPMENT" | "ACCESSORY" | "GADGET" | "SOFTWARE" | "SERVICE" | "VOUCHER";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Id of the new product
                         */
                        productId: string;
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    shortDescription?: string | null;
                    description?: string | null;
                    nameEn?: string | null;
                    shortDescriptionEn?: string | null;
                    descriptionEn?: string | null;
                    videoUrl?: string | null;
                    removeVideo?: boolean | null;
                    /** @enum {string} */
                    category?: "EQUIPMENT" | "ACCESSORY" | "GADGET" | "SOFTWARE" | "SERVICE" | "VOUCHER";
                    kind?: ("DRONE" | "PLANE" | "MULTIROTOR") | null;
                    vatRate?: number;
                    droneSpecification?: {
                        aircraftType?: string | null;
                        aircraftTypeEn?: string | null;
                        droneClass?: string | null;
                        droneClassEn?: string | null;
                        startingMass?: string | null;
                        startingMassEn?: string | null;
                        maximumStartingMass?: string | null;
                        maximumStartingMassEn?: string | null;
                        flightTime?: string | null;
                        flightTimeEn?: string | null;
                        preparationTime?: string | null;
                        preparationTimeEn?: string | null;
                        cameraParams?: string | null;
                        cameraParamsEn?: string | null;
                        compatibleSensors?: string | null;
                        compatibleSensorsEn?: string | null;
                        additionalSensors?: string | null;
                        additionalSensorsEn?: string | null;
                        sizeExtended?: string | null;
                        sizeExtendedEn?: string | null;
                        sizeFolded?: string | null;
                        sizeFoldedEn?: string | null;
                        sizeTransportCase?: string | null;
                        sizeTransportCaseEn?: string | null;
                        workTemperature?: string | null;
                        workTemperatureEn?: string | null;
                        normIP?: string | null;
                        normIPEn?: string | null;
                        specialFeatures?: string | null;
                        specialFeaturesEn?: string | null;
                        packageDescription?: string | null;
                        packageDescriptionEn?: string | null;
                        suggestedCertification?: string | null;
                        suggestedCertificationEn?: string | null;
                    } | null;
                    published?: boolean;
                    freeFlg?: boolean;
                };
            };
        };
        responses: {
            /** @description The product as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProduct"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE: PUBLISH_NEEDS_PRICE, PUBLISH_NEEDS_PICTURE, PUBLISH_NEEDS_DESCRIPTION or ZERO_PRICE_NOT_FREE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShippingMethods: {
        parameters: {
            query?: {
                /** @description pl or en; else the best of Accept-Language, else pl. Empty English texts show the Polish ones. */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipping methods */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"][];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminShippingMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    nameEn?: string | null;
                    descriptionEn?: string | null;
                    priceGross: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminShippingMethod"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminShippingMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Shipping method id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    nameEn?: string | null;
                    descriptionEn?: string | null;
                    priceGross: number;
                };
            };
        };
        responses: {
            /** @description The shipping method as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminShippingMethod"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminShippingMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Shipping method id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopCart: {
        parameters: {
            query?: {
                /** @description pl or en; else the best of Accept-Language, else pl. Empty English texts show the Polish ones. */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productsVirtual?: {
                        courseId: string;
                        courseVariantId: string;
                        amount: number;
                    }[] | null;
                    productsMaterial?: {
                        productVariantId: string;
                        amount: number;
                    }[] | null;
                    discountCode?: string | null;
                };
            };
        };
        responses: {
            /** @description The cart as the shop sells it now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartQuote"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Instead of the body’s idempotencyKey */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart: {
                        productsVirtual?: {
                            courseId: string;
                            courseVariantId: string;
                            amount: number;
                        }[] | null;
                        productsMaterial?: {
                            productVariantId: string;
                            amount: number;
                        }[] | null;
                        discountCode?: string | null;
                    };
                    idempotencyKey: string;
                    /** @enum {string} */
                    buyerType: "INDIVIDUAL" | "BUSINESS";
                    name: string;
                    streetAndNumber: string;
                    postalCode: string;
                    city: string;
                    phone: string;
                    email: string;
                    invoice?: {
                        invNip?: string | null;
                        invName?: string | null;
                        invStreet?: string | null;
                        invPostalCode?: string | null;
                        invCity?: string | null;
                    } | null;
                    delivery?: {
                        name: string;
                        street: string;
                        postalCode: string;
                        city: string;
                    } | null;
                    notes?: string | null;
                    shippingMethodId?: string | null;
                    /** @enum {string} */
                    paymentType: "PRZELEWY24_TRANSFER" | "TRADITIONAL_TRANSFER" | "O_TRANSFER";
                    termsAccepted: boolean;
                    language?: ("PL" | "EN") | null;
                };
            };
        };
        responses: {
            /** @description A repeated submit: the purchase this key placed before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            /** @description Placed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED or CART_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ITEMS_UNAVAILABLE, ACCOUNT_REQUIRED, DISCOUNT_CODE_…, PAYMENT_TYPE_NOT_ALLOWED, CART_EMPTY or BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopPurchases: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of purchases */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchasePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopPurchasesById: {
        parameters: {
            query?: {
                /** @description A guest’s secret */
                accessToken?: string;
            };
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND: no such purchase, or not yours (not revealed which) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminShopPurchases: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description Part of the number, buyer’s name, e-mail or NIP */
                search?: string;
                /** @description Repeated or comma-separated */
                status?: ("PLACED" | "PAID" | "SEND" | "DELIVERED" | "COMPLETED" | "NO_PAID" | "NO_ITEMS")[];
                /** @description Repeated or comma-separated */
                paymentType?: ("PRZELEWY24_TRANSFER" | "TRADITIONAL_TRANSFER" | "O_TRANSFER")[];
                /** @description Placed on or after (Europe/Warsaw day) */
                dateFrom?: string;
                /** @description Placed on or before (Europe/Warsaw day) */
                dateTo?: string;
                /** @description Total at least, grosze */
                amountFrom?: number;
                /** @description Total at most, grosze */
                amountTo?: number;
                containsCourses?: boolean;
                containsProducts?: boolean;
                /** @description A refund needed or failed, or a payment not verified to the end */
                needsAttention?: boolean;
                /** @description CREATED_AT (default), NUMBER, TOTAL or STATUS */
                sort?: string;
                /** @description DESC (default) or ASC */
                direction?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of purchases */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchasePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminShopPurchasesExcel: {
        parameters: {
            query?: {
                /** @description Part of the number, buyer’s name, e-mail or NIP */
                search?: string;
                /** @description Repeated or comma-separated */
                status?: ("PLACED" | "PAID" | "SEND" | "DELIVERED" | "COMPLETED" | "NO_PAID" | "NO_ITEMS")[];
                /** @description Repeated or comma-separated */
                paymentType?: ("PRZELEWY24_TRANSFER" | "TRADITIONAL_TRANSFER" | "O_TRANSFER")[];
                /** @description Placed on or after (Europe/Warsaw day) */
                dateFrom?: string;
                /** @description Placed on or before (Europe/Warsaw day) */
                dateTo?: string;
                /** @description Total at least, grosze */
                amountFrom?: number;
                /** @description Total at most, grosze */
                amountTo?: number;
                containsCourses?: boolean;
                containsProducts?: boolean;
                /** @description A refund needed or failed, or a payment not verified to the end */
                needsAttention?: boolean;
                /** @description CREATED_AT (default), NUMBER, TOTAL or STATUS */
                sort?: string;
                /** @description DESC (default) or ASC */
                direction?: string;
                /** @description Header language */
                lang?: "pl" | "en" | "PL" | "EN";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminShopPurchasesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminShopPurchasesByIdPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PURCHASE_TRANSITION_NOT_ALLOWED: the status does not allow this action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminShopPurchasesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PURCHASE_TRANSITION_NOT_ALLOWED: the status does not allow this action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminShopPurchasesByIdSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PURCHASE_TRANSITION_NOT_ALLOWED: the status does not allow this action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminShopPurchasesByIdCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PURCHASE_TRANSITION_NOT_ALLOWED: the status does not allow this action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopPurchasesByIdPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A guest’s private-link token (not needed by the signed-in buyer) */
                    accessToken?: string;
                };
            };
        };
        responses: {
            /** @description Where to send the buyer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartPaymentResponse"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such purchase, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPaymentsPrzelewy24Status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    merchantId: number;
                    posId: number;
                    sessionId: string;
                    amount: number;
                    originAmount: number;
                    currency: string;
                    orderId: number;
                    methodId: number;
                    statement: string;
                    sign: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "verified" | "replay";
                    };
                };
            };
            /** @description P24_NOTIFICATION_REFUSED or VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPaymentsPrzelewy24RefundStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    sessionId: string;
                    merchantId: number;
                    requestId: string;
                    refundsUuid: string;
                    amount: number;
                    currency: string;
                    timestamp: number;
                    /** @enum {number} */
                    status: 0 | 1;
                    sign: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "done" | "failed" | "replay";
                    };
                };
            };
            /** @description P24_NOTIFICATION_REFUSED or VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminShopPurchasesByIdRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        itemId: string;
                        quantity: number;
                    }[];
                    /** @default false */
                    shipping?: boolean;
                    /** @default false */
                    restock?: boolean;
                    /** @enum {string} */
                    method: "PRZELEWY24" | "TRANSFER";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The refund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE: REFUND_* */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminShopRefundsByIdRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Refund id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE: REFUND_* */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminShopRefundsByIdTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Refund id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund, DONE */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE: REFUND_* */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPaymentsReconcile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the pass did */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconcileReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopPurchasesByIdInvoicePdf: {
        parameters: {
            query?: {
                /** @description A guest’s secret (from the purchase link) */
                accessToken?: string;
            };
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND: no such purchase, no invoice yet, or not yours (not revealed which) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopPurchasesByIdInvoiceXml: {
        parameters: {
            query?: {
                /** @description A guest’s secret (from the purchase link) */
                accessToken?: string;
            };
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The FA(3) XML (namespace http://crd.gov.pl/wzor/2025/06/25/13775/) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND: no such purchase, no invoice, not a business purchase nor in KSeF, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopPurchasesByIdCorrectionsByCorrectionIdPdf: {
        parameters: {
            query?: {
                /** @description A guest’s secret (from the purchase link) */
                accessToken?: string;
            };
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
                /** @description Correction invoice id */
                correctionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND: no such purchase or correction of it, or not yours (not revealed which) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopPurchasesByIdCorrectionsByCorrectionIdXml: {
        parameters: {
            query?: {
                /** @description A guest’s secret (from the purchase link) */
                accessToken?: string;
            };
            header?: never;
            path: {
                /** @description Purchase id */
                id: string;
                /** @description Correction invoice id */
                correctionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The FA(3) XML of the correction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND: no such purchase or correction, not a business purchase nor in KSeF, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEInvoices: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                status?: "QUEUED" | "SENDING" | "ACCEPTED" | "REJECTED";
                offline?: "true" | "false";
                /** @description YYYY-MM-DD */
                from?: string;
                /** @description YYYY-MM-DD */
                to?: string;
                /** @description A fragment of the buyer’s name or NIP, or of a number */
                buyer?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EInvoicePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEInvoicesOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KsefOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminEInvoicesSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sendConsumerInvoices: boolean;
                };
            };
        };
        responses: {
            /** @description The overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KsefOverview"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminEInvoicesSimulator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    down: boolean;
                };
            };
        };
        responses: {
            /** @description The overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KsefOverview"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE: KSEF_SIMULATOR_NOT_IN_USE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEInvoicesByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description E-invoice id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buyer?: {
                        name: string;
                        nip?: string | null;
                        street: string;
                        postalCode: string;
                        city: string;
                    };
                };
            };
        };
        responses: {
            /** @description Queued again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EInvoice"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE: KSEF_RESEND_NOT_ALLOWED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEInvoicesSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the pass did */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KsefPassReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEInvoicesByIdXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description E-invoice id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEInvoicesByIdUpo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description E-invoice id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesByIdSubjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubject"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCoursesByIdSubjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubject"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdSubjectsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Subject to move up
                     */
                    subjectIdUp: string;
                    /**
                     * Format: uuid
                     * @description Subject to move down
                     */
                    subjectIdDown: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubject"][];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdSubjectsBySid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubject"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminCoursesByIdSubjectsBySid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesByIdSubjectsBySidLessons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCoursesByIdSubjectsBySidLessons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Id of the new lesson
                         */
                        lessonId: string;
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdSubjectsBySidLessonsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Lesson to move up
                     */
                    lessonIdUp: string;
                    /**
                     * Format: uuid
                     * @description Lesson to move down
                     */
                    lessonIdDown: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonSummary"][];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesByIdSubjectsBySidLessonsByLid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdSubjectsBySidLessonsByLid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    passThreshold?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonDetails"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminCoursesByIdSubjectsBySidLessonsByLid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCoursesByIdSubjectsBySidLessonsByLidSegments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    segmentType: "TEXT" | "AUDIO" | "VIDEO" | "IMAGE" | "FILE";
                    /** @description TEXT: rich text (HTML, sanitized); other kinds: a caption */
                    content?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonSegment"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdSubjectsBySidLessonsByLidSegmentsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Lesson segment to move up
                     */
                    lessonSegmentIdUp: string;
                    /**
                     * Format: uuid
                     * @description Lesson segment to move down
                     */
                    lessonSegmentIdDown: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonSegment"][];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdSubjectsBySidLessonsByLidSegmentsBySegId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
                /** @description Lesson segment id */
                segId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description TEXT: rich text (HTML, sanitized); other kinds: a caption */
                    content?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonSegment"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminCoursesByIdSubjectsBySidLessonsByLidSegmentsBySegId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
                /** @description Lesson segment id */
                segId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesByIdSubjectsBySidLessonsByLidQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonQuestion"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCoursesByIdSubjectsBySidLessonsByLidQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
            };
            cookie?: never;
        };
        /** @description 2..10 answers, each filled; at least one correct (else 422 MISSING_CORRECT_ANSWER) */
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    answers: {
                        content: string;
                        correct: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonQuestion"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description MISSING_CORRECT_ANSWER: no answer is marked correct */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdSubjectsBySidLessonsByLidQuestionsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Lesson question to move up
                     */
                    questionIdUp: string;
                    /**
                     * Format: uuid
                     * @description Lesson question to move down
                     */
                    questionIdDown: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonQuestion"][];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesByIdSubjectsBySidLessonsByLidQuestionsByQid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
                /** @description Lesson question id */
                qid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdSubjectsBySidLessonsByLidQuestionsByQid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
                /** @description Lesson question id */
                qid: string;
            };
            cookie?: never;
        };
        /** @description The answers in their new order: one with the answerId of an answer of this question keeps it (updated in place), one without is created, the answers not sent are deleted; an answerId of no answer of this question is 400 VALIDATION_FAILED (answers.<i>.answerId). 2..10 answers, each filled; at least one correct (else 422 MISSING_CORRECT_ANSWER) */
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    answers: {
                        content: string;
                        correct: boolean;
                        /**
                         * Format: uuid
                         * @description The id of an answer of this question to keep (updated in place); absent: a new answer
                         */
                        answerId?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLessonQuestion"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description MISSING_CORRECT_ANSWER: no answer is marked correct */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminCoursesByIdSubjectsBySidLessonsByLidQuestionsByQid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                sid: string;
                /** @description Lesson id */
                lid: string;
                /** @description Lesson question id */
                qid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLessonMediaBySegmentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson segment id */
                segmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, in its stored type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "audio/mpeg": string;
                    "video/mp4": string;
                    "application/pdf": string;
                    "application/octet-stream": string;
                };
            };
            /** @description The range asked for (Content-Range names it) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "audio/mpeg": string;
                    "video/mp4": string;
                    "application/pdf": string;
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Range not satisfiable (Content-Range: bytes *\/size) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCoursesMyCourses: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description IN_PROGRESS or FINISHED; all when absent */
                status?: "IN_PROGRESS" | "FINISHED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCoursePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCoursesByIdSubjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subjects in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseSubjects"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCoursesByIdProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1..number of subjects */
                    subjectNumber: number;
                };
            };
        };
        responses: {
            /** @description The user course as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCourse"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCoursesByIdSubjectsBySubjectIdLessons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lessons in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectLessons"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCoursesByIdSubjectsBySubjectIdLessonsByLessonIdQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                subjectId: string;
                /** @description Lesson id */
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quiz */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quiz"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCoursesByIdSubjectsBySubjectIdLessonsByLessonIdQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Subject id */
                subjectId: string;
                /** @description Lesson id */
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizAnswersInput"];
            };
        };
        responses: {
            /** @description The result of this attempt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizResult"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesByIdUsers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description Words of the name or e-mail */
                search?: string;
                status?: "IN_PROGRESS" | "FINISHED";
            };
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseParticipantPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminUsersByIdCoursesStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description User course id
                     */
                    userCourseId: string;
                    inProgress: boolean;
                };
            };
        };
        responses: {
            /** @description The user course as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCourse"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminUsersByIdUserCoursesByUserCourseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
                /** @description User course id */
                userCourseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminUsersByIdAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Course variant id
                     */
                    courseVariantId: string;
                };
            };
        };
        responses: {
            /** @description Assigned */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The user course
                         */
                        userCourseId: string;
                    };
                };
            };
            /** @description BAD_ROLE, DUPLICATE_COURSE or VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminUsersByIdAvailableCourses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By title */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableCourses"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserAccountCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certificate"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminUsersByIdCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        /** @description multipart/form-data */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Up to 255 characters; send it before the file */
                    title: string;
                    /**
                     * Format: binary
                     * @description A PDF (checked by content)
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The certificate */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certificate"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such user, or no file sent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminUsersByIdCertificatesByCertId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
                /** @description Certificate id */
                certId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCertificatesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Certificate id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCertificatesVerifyByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token from the QR link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInstructorWorkSlot: {
        parameters: {
            query: {
                /** @description YYYY-MM-DD */
                dateFrom: string;
                /** @description YYYY-MM-DD */
                dateTo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSlotList"];
                };
            };
            /** @description VALIDATION_FAILED: a bad date, or a range over 62 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInstructorWorkSlot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkSlotInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSlot"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInstructorWorkSlotById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Work slot id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSlotDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteInstructorWorkSlotById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Work slot id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExams: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExamsAvailability: {
        parameters: {
            query: {
                /** @description Course id */
                courseId: string;
                /** @description YYYY-MM-DD */
                dateFrom: string;
                /** @description YYYY-MM-DD */
                dateTo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By start */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamSlot"][];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postExamsRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Course id
                     */
                    courseId: string;
                    /**
                     * Format: uuid
                     * @description Work slot id
                     */
                    workSlotId: string;
                };
            };
        };
        responses: {
            /** @description The booked exam (REGISTER) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExamsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exam */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteExamsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putExamsByIdWorkSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Work slot id
                     */
                    workSlotId: string;
                };
            };
        };
        responses: {
            /** @description The exam on its new date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExamsByIdQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The items in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamQuestions"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putExamsByIdQuestionsByQid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
                /** @description Exam item id (itemId) */
                qid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Empty: unanswered */
                    answerIds: string[];
                };
            };
        };
        responses: {
            /** @description The item as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamItem"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putExamsByIdFinish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exam, FINISHED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putExamsByIdUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identityConfirmed: boolean;
                };
            };
        };
        responses: {
            /** @description The exam, UNLOCKED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putExamsByIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    independent: boolean;
                };
            };
        };
        responses: {
            /** @description The exam, VERIFIED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminUserCoursesByIdExamTries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 0..20 */
                    extraTries: number;
                };
            };
        };
        responses: {
            /** @description The user course’s exam tries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCourseExamTries"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminCoursesByIdExamQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExamQuestion"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminCoursesByIdExamQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        /** @description Text ≤ 1000; 2..10 answers of ≤ 500 characters; at least one correct (else 422) */
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    answers: {
                        text: string;
                        correct: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExamQuestion"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description MISSING_CORRECT_ANSWER: no answer is marked correct */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdExamQuestionsByQid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Exam question id */
                qid: string;
            };
            cookie?: never;
        };
        /** @description The answers in their new order: one with the answerId of an answer of this question keeps it (updated in place), one without is created, the answers not sent are deleted; an answerId of no answer of this question is 400 VALIDATION_FAILED (answers.<i>.answerId). Same limits as a creation. */
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    answers: {
                        text: string;
                        correct: boolean;
                        /**
                         * Format: uuid
                         * @description The id of an answer of this question to keep (updated in place); absent: a new answer
                         */
                        answerId?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExamQuestion"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description MISSING_CORRECT_ANSWER: no answer is marked correct */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminCoursesByIdExamQuestionsByQid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
                /** @description Exam question id */
                qid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminCoursesByIdExamSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Questions drawn per attempt: 1..200 (below 1: 422 EXAM_WITHOUT_QUESTIONS) */
                    examQuestionCount: number;
                    /** @description Percent of correct answers that passes: 1..100 */
                    examPassThreshold: number;
                    /** @description Tries per user course: 1..20 */
                    examMaxTries: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminExamSettings"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description EXAM_WITHOUT_QUESTIONS: examQuestionCount below 1 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExercises: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExercisePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExercisesAvailability: {
        parameters: {
            query: {
                /** @description YYYY-MM-DD */
                dateFrom: string;
                /** @description YYYY-MM-DD */
                dateTo: string;
                /** @description Course id */
                courseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExerciseAvailability"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postExercisesRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Course id
                     */
                    courseId: string;
                    /**
                     * Format: uuid
                     * @description Work slot id
                     */
                    workSlotId: string;
                };
            };
        };
        responses: {
            /** @description Booked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exercise"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SLOT_FULL */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExercisesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exercise id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exercise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exercise"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putExercisesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exercise id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The six digits the candidate shows */
                    accessCode: string;
                };
            };
        };
        responses: {
            /** @description Confirmed (FINISHED) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exercise"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BOOKING_STATUS_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteExercisesByIdUnregister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exercise id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BOOKING_STATUS_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminExamsReport: {
        parameters: {
            query: {
                /** @description Verified on or after this day (Europe/Warsaw) */
                dateFrom: string;
                /** @description Verified on or before this day (Europe/Warsaw); at most 366 days */
                dateTo: string;
                /** @description xlsx (default) or csv (`;`, UTF-8 with BOM) */
                format?: "xlsx" | "csv";
                /** @description Language of the header row and labels (default PL) */
                lang?: "PL" | "EN";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExamsByIdCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .ics file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExercisesByIdCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exercise id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .ics file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInstructorWorkSlotByIdCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Work slot id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .ics file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCalendarFeedsByTokenIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret token of the address */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar (text/calendar; charset=utf-8) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories, in the spec’s order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ("OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS")[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicProfiles: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                service?: "OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS";
                /** @description Part of the town’s name, case-insensitive */
                town?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProfilePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserAccountPublicProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnPublicProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No card yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putUserAccountPublicProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavePublicProfileInput"];
            };
        };
        responses: {
            /** @description The card as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnPublicProfile"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJobOffers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description OPEN or ENDED (completed) */
                status?: "OPEN" | "ENDED";
                category?: "OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS";
                /** @description true: only the caller’s own offers (needs no access) */
                mine?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of offers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobOfferPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description EXCHANGE_NO_ACCESS: the caller has no access to job offers (or FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postJobOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJobOfferInput"];
                "multipart/form-data": components["schemas"]["CreateJobOfferInput"];
            };
        };
        responses: {
            /** @description The offer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobOffer"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST (malformed multipart) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: the body, or the attachment over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_FILE (attachment type) or an unsupported content type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJobOffersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Job offer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description EXCHANGE_NO_ACCESS: the caller has no access to job offers (or FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJobOffersByIdAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Job offer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment, in its stored type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/msword": string;
                    "application/vnd.ms-excel": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description EXCHANGE_NO_ACCESS: the caller has no access to job offers (or FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putJobOffersByIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Job offer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer, ENDED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description EXCHANGE_NO_ACCESS: the caller has no access to job offers (or FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminJobOffers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description OPEN or ENDED (completed) */
                status?: "OPEN" | "ENDED";
                category?: "OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS";
                /** @description true: only the caller’s own offers (needs no access) */
                mine?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of offers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminJobOfferPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPublicProfiles: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                status?: "PENDING" | "APPROVED" | "HIDDEN" | "REMOVED";
                service?: "OBJECT_INSPECTION" | "THERMOVISION" | "MATERIAL_TRANSPORT" | "PHOTOGRAPHY" | "VIDEO" | "CONSTRUCTION" | "GEODESY" | "SURFACE_CLEANING" | "SPECTRAL_ANALYSIS" | "AGRICULTURE" | "FORESTRY" | "DRONE_SHOWS";
                /** @description In the company name, the town or the owner’s e-mail */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPublicProfilePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminPublicProfilesByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public profile id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPublicProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminPublicProfilesByIdHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public profile id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPublicProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminPublicProfilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public profile id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserResources: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description Only this course */
                courseId?: string;
                status?: "FREE" | "INVITED" | "ASSIGNED" | "STARTED";
                /** @description Words in the employee’s e-mail or name, or the course title */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of seats */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResourcePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The seat
                     */
                    userResourceId: string;
                    /** @description The employee’s e-mail */
                    email: string;
                };
            };
        };
        responses: {
            /** @description The seat, ASSIGNED or INVITED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResource"];
                };
            };
            /** @description BAD_EMAIL: “Invalid email address”; DUPLICATE_COURSE: “User already owns this course”; BAD_ROLE: “Cannot give course access to business user” (or another non-student account); VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such seat, or another company’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE SEAT_ALREADY_ASSIGNED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserResourcesGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per course variant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResourceGroup"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserResourcesUnassign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The seat
                     */
                    userResourceId: string;
                };
            };
        };
        responses: {
            /** @description The seat, FREE */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResource"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such seat, or another company’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserResourcesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The course variant whose free seats are used
                     */
                    courseVariantId: string;
                    /** @description At most 500 */
                    emails: string[];
                    /**
                     * Format: uuid
                     * @description Admins: the company whose seats are used (required for them)
                     */
                    companyId?: string;
                };
            };
        };
        responses: {
            /** @description One result per e-mail, in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["UserResourceBulkResult"][];
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such course variant */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminUserResources: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description Only this course */
                courseId?: string;
                status?: "FREE" | "INVITED" | "ASSIGNED" | "STARTED";
                /** @description Words in the employee’s e-mail or name, the course title, the company’s name, e-mail or NIP */
                search?: string;
                /** @description Only this company (its user id) */
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of seats */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResourcePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description Words matched in first/last name, company name, e-mail or NIP */
                search?: string;
                /** @description Repeated or comma-separated; any of them */
                role?: ("USER" | "B2B" | "INSTRUCTOR" | "ADMIN" | "SELLER" | "REGISTER")[];
                status?: "ACTIVE" | "INACTIVE";
                premium?: boolean;
                publicProfile?: boolean;
                /** @description Asked to be deleted and not yet confirmed */
                deletionRequested?: boolean;
                /** @description CREATED_AT (default), NAME, EMAIL or ROLE (USER, B2B, INSTRUCTOR, ADMIN, SELLER, REGISTER) */
                sort?: string;
                /** @description DESC (default) or ASC */
                direction?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique; 409 DUPLICATE_EMAIL when taken */
                    email: string;
                    firstName: string;
                    lastName: string;
                    /**
                     * @description Of the account and its e-mail; default PL
                     * @enum {string}
                     */
                    language?: "PL" | "EN";
                };
            };
        };
        responses: {
            /** @description A student’s account (role USER) created (ACTIVE, no password); a mail to set the password is on its way */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description DUPLICATE_EMAIL: User with this email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminUsersByIdAccountStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    accountStatus: "ACTIVE" | "INACTIVE";
                };
            };
        };
        responses: {
            /** @description The account after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE OWN_ACCOUNT_LOCKED: not on your own account */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminUsersByIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "USER" | "B2B" | "INSTRUCTOR" | "ADMIN" | "SELLER" | "REGISTER";
                };
            };
        };
        responses: {
            /** @description The account after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE OWN_ACCOUNT_LOCKED or ROLE_NOT_FOR_ACCOUNT_TYPE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminUsersByIdPremium: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    premiumUserFlg: boolean;
                };
            };
        };
        responses: {
            /** @description The account after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminUsersInstructor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique; 409 DUPLICATE_EMAIL when taken */
                    email: string;
                    firstName: string;
                    lastName: string;
                    /**
                     * @description Of the account and its e-mail; default PL
                     * @enum {string}
                     */
                    language?: "PL" | "EN";
                };
            };
        };
        responses: {
            /** @description An instructor’s account (role INSTRUCTOR) created (ACTIVE, no password); a mail to set the password is on its way */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description DUPLICATE_EMAIL: User with this email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPosts: {
        parameters: {
            query?: {
                /** @description pl or en (any case); else the best of Accept-Language, else pl */
                lang?: string;
                /** @description The same as lang (the spec’s other spelling) */
                languageCd?: string;
                category?: "NEWS" | "RECIPES" | "TECHNOLOGY" | "TRIVIA" | "KNOWLEDGE";
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPosts: {
        parameters: {
            query?: {
                lang?: "PL" | "EN";
                category?: "NEWS" | "RECIPES" | "TECHNOLOGY" | "TRIVIA" | "KNOWLEDGE";
                status?: "DRAFT" | "PUBLISHED";
                search?: string;
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "PL" | "EN";
                    /** @enum {string} */
                    category: "NEWS" | "RECIPES" | "TECHNOLOGY" | "TRIVIA" | "KNOWLEDGE";
                    title?: string | null;
                    shortDescription?: string | null;
                    content?: string | null;
                    /** @enum {string} */
                    status?: "DRAFT" | "PUBLISHED";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Id of the new post
                         */
                        postId: string;
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "PL" | "EN";
                    /** @enum {string} */
                    category?: "NEWS" | "RECIPES" | "TECHNOLOGY" | "TRIVIA" | "KNOWLEDGE";
                    title?: string | null;
                    shortDescription?: string | null;
                    content?: string | null;
                    /** @enum {string} */
                    status?: "DRAFT" | "PUBLISHED";
                };
            };
        };
        responses: {
            /** @description The post as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminPostsByIdMainImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id */
                id: string;
            };
            cookie?: never;
        };
        /** @description multipart/form-data */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A .png, .jpg or .jpeg picture
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The post with its picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"];
                };
            };
            /** @description BAD_REQUEST: malformed multipart, or no file sent */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_FILE: not a .png/.jpg/.jpeg picture, or not multipart */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminPostsByIdMainImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post without a picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSitePagesByKey: {
        parameters: {
            query?: {
                /** @description PL or EN (any case); missing or unknown: PL */
                languageCd?: string;
            };
            header?: never;
            path: {
                /** @description Page key: FAQ, ABOUT_US, REFERENCES, CONTACT, THANKS, CONSULTATION, CONSULTATION_TERMS, ABOUT_EXAMS, INSURANCE, SHOP_TERMS, PRIVACY_POLICY, REMOTE_UAS (any case; "-" for "_", e.g. privacy-policy) */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminSitePages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Page keys in both languages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitePageSlot"][];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminSitePagesByKeyByLanguageCd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Page key: FAQ, ABOUT_US, REFERENCES, CONTACT, THANKS, CONSULTATION, CONSULTATION_TERMS, ABOUT_EXAMS, INSURANCE, SHOP_TERMS, PRIVACY_POLICY, REMOTE_UAS (any case; "-" for "_", e.g. privacy-policy) */
                key: string;
                /** @description PL or EN (any case) */
                languageCd: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    content: string | null;
                };
            };
        };
        responses: {
            /** @description The page as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitePage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPersonnel: {
        parameters: {
            query?: {
                /** @description PL or EN (any case); missing or unknown: PL */
                languageCd?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most 200 people */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Personnel"][];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReference: {
        parameters: {
            query?: {
                /** @description PL or EN (any case); missing or unknown: PL */
                languageCd?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most 200 references */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reference"][];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPersonnel: {
        parameters: {
            query?: {
                /** @description PL or EN (any case): only that language; missing or empty: both */
                languageCd?: string;
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminPersonnel"][];
                        page: number;
                        size: number;
                        total: number;
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPersonnel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description PL or EN
                     * @enum {string}
                     */
                    languageCd?: "PL" | "EN";
                    /** @description Required, at most 120 characters */
                    fullName?: string;
                    /** @description At most 120 characters */
                    position?: string | null;
                    /** @description HTML from the editor, sanitized on write (no scripts, handlers or javascript: links); at most 4000 visible characters */
                    description?: string | null;
                    /** @description False: hidden from the public list (default true on create) */
                    published?: boolean;
                    /** @description 0 and up, ascending; left out on create: at the end */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Id of the new person
                         */
                        personnelId: string;
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPersonnelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Personnel id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPersonnel"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminPersonnelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Personnel id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description PL or EN
                     * @enum {string}
                     */
                    languageCd?: "PL" | "EN";
                    /** @description Required, at most 120 characters */
                    fullName?: string;
                    /** @description At most 120 characters */
                    position?: string | null;
                    /** @description HTML from the editor, sanitized on write (no scripts, handlers or javascript: links); at most 4000 visible characters */
                    description?: string | null;
                    /** @description False: hidden from the public list (default true on create) */
                    published?: boolean;
                    /** @description 0 and up, ascending; left out on create: at the end */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description The person as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPersonnel"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminPersonnelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Personnel id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPersonnelByIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Personnel id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description UP: earlier on the page
                     * @enum {string}
                     */
                    direction: "UP" | "DOWN";
                };
            };
        };
        responses: {
            /** @description The person */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPersonnel"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminPersonnelByIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Personnel id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture file
                     */
                    photo: string;
                };
            };
        };
        responses: {
            /** @description As saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPersonnel"];
                };
            };
            /** @description BAD_REQUEST: malformed multipart, or no `photo` file part */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_FILE: not a .png/.jpg/.jpeg picture, or not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminPersonnelByIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Personnel id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPersonnel"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminReference: {
        parameters: {
            query?: {
                /** @description PL or EN (any case): only that language; missing or empty: both */
                languageCd?: string;
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminReference"][];
                        page: number;
                        size: number;
                        total: number;
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description PL or EN
                     * @enum {string}
                     */
                    languageCd?: "PL" | "EN";
                    /** @description Required, at most 120 characters */
                    authorName?: string;
                    /** @description At most 200 characters */
                    authorRole?: string | null;
                    /** @description The quote: HTML, sanitized on write; 1–2000 visible characters */
                    content?: string;
                    /** @description 1–5 stars; null: none */
                    rating?: number | null;
                    /** @description False: hidden from the public list (default true on create) */
                    published?: boolean;
                    /** @description 0 and up, ascending; left out on create: at the end */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description Id of the new reference
                         */
                        referenceId: string;
                    };
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminReferenceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reference id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReference"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminReferenceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reference id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description PL or EN
                     * @enum {string}
                     */
                    languageCd?: "PL" | "EN";
                    /** @description Required, at most 120 characters */
                    authorName?: string;
                    /** @description At most 200 characters */
                    authorRole?: string | null;
                    /** @description The quote: HTML, sanitized on write; 1–2000 visible characters */
                    content?: string;
                    /** @description 1–5 stars; null: none */
                    rating?: number | null;
                    /** @description False: hidden from the public list (default true on create) */
                    published?: boolean;
                    /** @description 0 and up, ascending; left out on create: at the end */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description The reference as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReference"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminReferenceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reference id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminReferenceByIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reference id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description UP: earlier on the page
                     * @enum {string}
                     */
                    direction: "UP" | "DOWN";
                };
            };
        };
        responses: {
            /** @description The reference */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReference"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminReferenceByIdLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reference id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The picture file
                     */
                    logo: string;
                };
            };
        };
        responses: {
            /** @description As saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReference"];
                };
            };
            /** @description BAD_REQUEST: malformed multipart, or no `logo` file part */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_FILE: not a .png/.jpg/.jpeg picture, or not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminReferenceByIdLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reference id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReference"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The office */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficeDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageBodyInput"];
            };
        };
        responses: {
            /** @description Sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSent"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many messages from this address, e-mail or phone */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postConsultationRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultationRequestBodyInput"];
            };
        };
        responses: {
            /** @description Requested */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSent"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: too many messages from this address, e-mail or phone */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminConsultationRequests: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description NEW or HANDLED; absent: both */
                status?: "NEW" | "HANDLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultationRequestPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminConsultationRequestsByIdHandled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Consultation request id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultationRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuestionnaires: {
        parameters: {
            query?: {
                /** @description PL or EN (any case); anything else is PL */
                languageCd?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questionnaire */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postQuestionnairesResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description PL or EN (any case); anything else is PL */
                    languageCd?: string;
                    /** @description One answer id per question */
                    answerIds: string[];
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireResult"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Refused"];
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminQuestionnairesByLanguageCd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description PL or EN */
                languageCd: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questionnaire */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuestionnaire"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminQuestionnairesByLanguageCd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description PL or EN */
                languageCd: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description At most 255 characters */
                    title: string;
                    /** @description Plain text, at most 1000 characters */
                    intro?: string | null;
                    published: boolean;
                    /** @description At least one question; the whole tree is replaced */
                    questions: {
                        /** @description At most 255 characters */
                        text: string;
                        /** @description 2 to 10 answers */
                        answers: {
                            /** @description At most 255 characters */
                            text: string;
                            /** @description Each row names exactly one of courseCategory and courseId */
                            scores?: {
                                courseCategory?: ("PARTICULAR" | "OPEN" | "TECHNICAL" | "CERTIFIED") | null;
                                /** Format: uuid */
                                courseId?: string | null;
                                /** @description A whole number 0–100 */
                                points: number;
                            }[] | null;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description The questionnaire as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuestionnaire"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiClientSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClientSetup"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiClients: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClientPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: string[];
                    externalClientId?: string | null;
                };
            };
        };
        responses: {
            /** @description Registered */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClientWithSecret"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE: API_CLIENT_SCOPE_NOT_ALLOWED, API_CLIENT_LIMIT_REACHED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiClientsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API client id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClient"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putApiClientsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API client id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    scopes?: string[];
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClient"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE: API_CLIENT_SCOPE_NOT_ALLOWED, API_CLIENT_REVOKED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiClientsByIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API client id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClientWithSecret"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description BUSINESS_RULE: API_CLIENT_REVOKED, API_CLIENT_EXTERNAL */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiClientsByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API client id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClient"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiClientsByIdWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API client id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: string[];
                    allowPrivateNetwork?: boolean;
                };
            };
        };
        responses: {
            /** @description Subscribed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscriptionWithSecret"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE: WEBHOOK_URL_NOT_ALLOWED, WEBHOOK_LIMIT_REACHED, API_CLIENT_SCOPE_NOT_ALLOWED, API_CLIENT_REVOKED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: string[];
                    enabled?: boolean;
                    allowPrivateNetwork?: boolean;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type or file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUSINESS_RULE: WEBHOOK_URL_NOT_ALLOWED, API_CLIENT_SCOPE_NOT_ALLOWED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiClientsByIdDeliveries: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                status?: "PENDING" | "DELIVERED" | "FAILED";
            };
            header?: never;
            path: {
                /** @description API client id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookDeliveriesByIdRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Delivery id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED: no session or bearer token, or an invalid one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
