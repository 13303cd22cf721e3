/** The longest Additional Details an enquiry may hold (docs/product.md, "Validation"). */
export const enquiryDetailsMaxLength = 1000;
