/** The TV station page (/info/tvstation): stations by area with their sales terms, contact and notices. */
export {};
