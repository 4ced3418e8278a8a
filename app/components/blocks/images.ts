/** Intrinsic size of the service, industry and about illustrations in public/images. */
export const illustrationSize = { width: 800, height: 500 } as const;

/** Intrinsic size of the staff role illustrations in public/images. */
export const roleImageSize = { width: 400, height: 300 } as const;
