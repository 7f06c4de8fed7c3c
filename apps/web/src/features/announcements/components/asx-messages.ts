/**
 * What the announcements screens say of one imported from the ASX (issue 19 names the fields, not
 * their words), beside `messages.announcementScreens.asxBadge`. Only these screens say them.
 */
export const asxMessages = {
  priceSensitiveBadge: 'Price sensitive', // (ours)
  released: (when: string) => `Released on the ASX ${when}`, // (ours)
};
