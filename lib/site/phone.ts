/** The `tel:` link of a phone number in E.164 form (+18005550142): the one place it is built. */
export const telHref = (e164: string) => `tel:${e164}`
