/** A lead's own address in the panel: alerts open it. */
export const panelLeadPath = (id: number) => `/admin/contact-forms/${id}`;
