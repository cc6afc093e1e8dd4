/** A lead's own address in the panel (issue 31): alerts open it. */
export const panelLeadPath = (id: number) => `/admin/contact-forms/${id}`;
