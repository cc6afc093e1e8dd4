/**
 * The attribute of the server-rendered page's class stylesheet: the ids of the rules it holds. In a file of its
 * own, without Chakra: the server imports it, and loading Chakra took seconds of the server's start.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';
