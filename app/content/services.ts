/** Index of "Staff Outsourcing" in the dictionary's `inquiryServices`, so any language can preselect it. */
export const staffOutsourcingService = 7;
