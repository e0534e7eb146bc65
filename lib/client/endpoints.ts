// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "./endpoint";
import type * as accounts from "@/lib/api/endpoints/accounts";
import type * as addresses from "@/lib/api/endpoints/addresses";
import type * as cart from "@/lib/api/endpoints/cart";
import type * as catalogue from "@/lib/api/endpoints/catalogue";
import type * as clearance from "@/lib/api/endpoints/clearance";
import type * as company from "@/lib/api/endpoints/company";
import type * as content from "@/lib/api/endpoints/content";
import type * as customsPapers from "@/lib/api/endpoints/customsPapers";
import type * as feedback from "@/lib/api/endpoints/feedback";
import type * as invoices from "@/lib/api/endpoints/invoices";
import type * as messages from "@/lib/api/endpoints/messages";
import type * as orders from "@/lib/api/endpoints/orders";
import type * as problems from "@/lib/api/endpoints/problems";
import type * as shipping from "@/lib/api/endpoints/shipping";
import type * as staff from "@/lib/api/endpoints/staff";
import type * as staffContent from "@/lib/api/endpoints/staffContent";
import type * as staffDefects from "@/lib/api/endpoints/staffDefects";
import type * as staffFinance from "@/lib/api/endpoints/staffFinance";
import type * as staffInspection from "@/lib/api/endpoints/staffInspection";
import type * as staffInvoices from "@/lib/api/endpoints/staffInvoices";
import type * as staffPacking from "@/lib/api/endpoints/staffPacking";
import type * as staffPurchase from "@/lib/api/endpoints/staffPurchase";
import type * as staffWarehouse from "@/lib/api/endpoints/staffWarehouse";
import type * as uploads from "@/lib/api/endpoints/uploads";
import type * as wallet from "@/lib/api/endpoints/wallet";

export const accountCaptcha: ClientRoute<typeof accounts.accountCaptcha> = {
  method: "GET",
  path: "/shop/captchaImage",
  envelope: "fields",
};
export const accountCenterStatistics: ClientRoute<typeof accounts.accountCenterStatistics> = {
  method: "GET",
  path: "/shop/user/getCenterStatistics",
  envelope: "data",
};
export const accountCustomerInfo: ClientRoute<typeof accounts.accountCustomerInfo> = {
  method: "GET",
  path: "/shop/customer/getCustomerInfo",
  envelope: "data",
};
export const accountLabelCount: ClientRoute<typeof accounts.accountLabelCount> = {
  method: "GET",
  path: "/shop/customer/getCustomerLabelCount",
  envelope: "data",
};
export const accountLogin: ClientRoute<typeof accounts.accountLogin> = {
  method: "POST",
  path: "/shop/user/login",
  envelope: "fields",
};
export const accountLogout: ClientRoute<typeof accounts.accountLogout> = {
  method: "POST",
  path: "/shop/user/logout",
  envelope: "data",
};
export const accountMemberAutoRenew: ClientRoute<typeof accounts.accountMemberAutoRenew> = {
  method: "POST",
  path: "/shop/customerMember/autoRenew",
  envelope: "data",
};
export const accountMemberBuy: ClientRoute<typeof accounts.accountMemberBuy> = {
  method: "POST",
  path: "/shop/customerMember/buy",
  envelope: "data",
};
export const accountMemberFees: ClientRoute<typeof accounts.accountMemberFees> = {
  method: "GET",
  path: "/shop/customerMember/getMemberFee",
  envelope: "data",
};
export const accountMemberInfo: ClientRoute<typeof accounts.accountMemberInfo> = {
  method: "GET",
  path: "/shop/customerMember/getInfo",
  envelope: "data",
};
export const accountModifyEmail: ClientRoute<typeof accounts.accountModifyEmail> = {
  method: "POST",
  path: "/shop/admin/modifyEmail",
  envelope: "data",
};
export const accountModifyNewEmail: ClientRoute<typeof accounts.accountModifyNewEmail> = {
  method: "GET",
  path: "/shop/user/modifyNewEmail",
  envelope: "data",
};
export const accountModifyPassword: ClientRoute<typeof accounts.accountModifyPassword> = {
  method: "POST",
  path: "/shop/user/modifyPassword",
  envelope: "data",
};
export const accountModifyPasswordByCode: ClientRoute<typeof accounts.accountModifyPasswordByCode> = {
  method: "POST",
  path: "/shop/user/modifyPassword2",
  envelope: "data",
};
export const accountPersonInfo: ClientRoute<typeof accounts.accountPersonInfo> = {
  method: "GET",
  path: "/shop/customer/getPersonInfo",
  envelope: "data",
};
export const accountRegister: ClientRoute<typeof accounts.accountRegister> = {
  method: "POST",
  path: "/shop/user/register",
  envelope: "data",
};
export const accountRegisterCode: ClientRoute<typeof accounts.accountRegisterCode> = {
  method: "GET",
  path: "/shop/user/sendVerificationCode",
  envelope: "data",
};
export const accountResetCode: ClientRoute<typeof accounts.accountResetCode> = {
  method: "GET",
  path: "/shop/user/h5/sendVerificationCode",
  envelope: "data",
};
export const accountResetPassword: ClientRoute<typeof accounts.accountResetPassword> = {
  method: "POST",
  path: "/shop/user/h5ResetPassword",
  envelope: "data",
};
export const accountSendNewEmailCode: ClientRoute<typeof accounts.accountSendNewEmailCode> = {
  method: "GET",
  path: "/shop/user/sendModifyNewEmail",
  envelope: "data",
};
export const accountUndoEmailChange: ClientRoute<typeof accounts.accountUndoEmailChange> = {
  method: "POST",
  path: "/shop/user/undoEmailChange",
  envelope: "data",
};
export const accountUpdateAvatar: ClientRoute<typeof accounts.accountUpdateAvatar> = {
  method: "GET",
  path: "/shop/user/updateAvatar",
  envelope: "data",
};
export const accountUpdateInfo: ClientRoute<typeof accounts.accountUpdateInfo> = {
  method: "POST",
  path: "/shop/customer/updateInfo",
  envelope: "data",
};
export const accountValidPassword: ClientRoute<typeof accounts.accountValidPassword> = {
  method: "GET",
  path: "/shop/user/validPassword",
  envelope: "data",
};
export const addressDelete: ClientRoute<typeof addresses.addressDelete> = {
  method: "DELETE",
  path: "/shop/configAddressInfo/{id}",
  envelope: "data",
};
export const addressDeletePost: ClientRoute<typeof addresses.addressDeletePost> = {
  method: "POST",
  path: "/shop/configAddressInfo/delete/{id}",
  envelope: "data",
};
export const addressDetail: ClientRoute<typeof addresses.addressDetail> = {
  method: "GET",
  path: "/shop/configAddressInfo/{id}",
  envelope: "data",
};
export const addressList: ClientRoute<typeof addresses.addressList> = {
  method: "GET",
  path: "/shop/configAddressInfo/list",
  envelope: "paged",
};
export const addressPostalLookup: ClientRoute<typeof addresses.addressPostalLookup> = {
  method: "GET",
  path: "/system/new/postal/jp",
  envelope: "data",
};
export const addressRegions: ClientRoute<typeof addresses.addressRegions> = {
  method: "GET",
  path: "/system/new/area/jp",
  envelope: "data",
};
export const addressSave: ClientRoute<typeof addresses.addressSave> = {
  method: "POST",
  path: "/shop/configAddressInfo/insertAndEdit",
  envelope: "data",
};
export const addressSetDefault: ClientRoute<typeof addresses.addressSetDefault> = {
  method: "POST",
  path: "/shop/configAddressInfo/setDefault/{id}",
  envelope: "data",
};
export const boxOrderLines: ClientRoute<typeof shipping.boxOrderLines> = {
  method: "GET",
  path: "/shop/boxOrder/list",
  envelope: "paged",
};
export const boxOrderList: ClientRoute<typeof shipping.boxOrderList> = {
  method: "GET",
  path: "/shop/boxOrder/boxOrderlist",
  envelope: "paged",
};
export const cartDelete: ClientRoute<typeof cart.cartDelete> = {
  method: "POST",
  path: "/shop/shoppingVehicle/delete",
  envelope: "data",
};
export const cartInsert: ClientRoute<typeof cart.cartInsert> = {
  method: "POST",
  path: "/shop/shoppingVehicle/insert",
  envelope: "data",
};
export const cartList: ClientRoute<typeof cart.cartList> = {
  method: "GET",
  path: "/shop/shoppingVehicle/list",
  envelope: "paged",
};
export const cartSummary: ClientRoute<typeof cart.cartSummary> = {
  method: "GET",
  path: "/shop/shoppingInfo/getInfo",
  envelope: "data",
};
export const cartUpdateCount: ClientRoute<typeof cart.cartUpdateCount> = {
  method: "POST",
  path: "/shop/shoppingVehicle/updateCount",
  envelope: "data",
};
export const catalogueAmazonSites: ClientRoute<typeof catalogue.catalogueAmazonSites> = {
  method: "GET",
  path: "/aws/amazonSite/info/list",
  envelope: "data",
};
export const catalogueCategories: ClientRoute<typeof catalogue.catalogueCategories> = {
  method: "GET",
  path: "/shop/goods/categoryListByParentId/{id}",
  envelope: "data",
};
export const catalogueGoodsDetail: ClientRoute<typeof catalogue.catalogueGoodsDetail> = {
  method: "GET",
  path: "/shop/goods/detail/{id}",
  envelope: "data",
};
export const catalogueGoodsInfo: ClientRoute<typeof catalogue.catalogueGoodsInfo> = {
  method: "GET",
  path: "/shop/goods/getGoodsInfo",
  envelope: "data",
};
export const catalogueGoodsInfoJd: ClientRoute<typeof catalogue.catalogueGoodsInfoJd> = {
  method: "GET",
  path: "/shop/goods/getGoodsInfoJd",
  envelope: "data",
};
export const catalogueGoodsList: ClientRoute<typeof catalogue.catalogueGoodsList> = {
  method: "GET",
  path: "/shop/goods/list",
  envelope: "paged",
};
export const catalogueImageSearch: ClientRoute<typeof catalogue.catalogueImageSearch> = {
  method: "GET",
  path: "/shop/goods/queryGoodsListByImg",
  envelope: "paged",
};
export const catalogueImageSearch1688: ClientRoute<typeof catalogue.catalogueImageSearch1688> = {
  method: "GET",
  path: "/shop/goods/queryGoodsListBy1688Img",
  envelope: "paged",
};
export const catalogueKeywordSearch: ClientRoute<typeof catalogue.catalogueKeywordSearch> = {
  method: "GET",
  path: "/shop/goods/queryGoodsListByKeyWord",
  envelope: "paged",
};
export const catalogueKeywordSearch1688: ClientRoute<typeof catalogue.catalogueKeywordSearch1688> = {
  method: "GET",
  path: "/shop/goods/queryGoodsListBy1688",
  envelope: "paged",
};
export const catalogueOfferDetail: ClientRoute<typeof catalogue.catalogueOfferDetail> = {
  method: "GET",
  path: "/shop/goods/searchQueryProductDetail",
  envelope: "data",
};
export const clearanceAdd: ClientRoute<typeof clearance.clearanceAdd> = {
  method: "POST",
  path: "/system/shopClearance",
  envelope: "data",
};
export const clearanceCount: ClientRoute<typeof clearance.clearanceCount> = {
  method: "GET",
  path: "/system/shopClearance/getCount",
  envelope: "data",
};
export const clearanceDelete: ClientRoute<typeof clearance.clearanceDelete> = {
  method: "DELETE",
  path: "/system/shopClearance/{id}",
  envelope: "data",
};
export const clearanceDeletePost: ClientRoute<typeof clearance.clearanceDeletePost> = {
  method: "POST",
  path: "/system/shopClearance/delete/{id}",
  envelope: "data",
};
export const clearanceDetail: ClientRoute<typeof clearance.clearanceDetail> = {
  method: "GET",
  path: "/system/shopClearance/{id}",
  envelope: "data",
};
export const clearanceEdit: ClientRoute<typeof clearance.clearanceEdit> = {
  method: "PUT",
  path: "/system/shopClearance",
  envelope: "data",
};
export const clearanceList: ClientRoute<typeof clearance.clearanceList> = {
  method: "GET",
  path: "/system/shopClearance/list",
  envelope: "paged",
};
export const clearanceListAtRoot: ClientRoute<typeof clearance.clearanceListAtRoot> = {
  method: "GET",
  path: "/system/shopClearance",
  envelope: "paged",
};
export const companyInfo: ClientRoute<typeof company.companyInfo> = {
  method: "GET",
  path: "/shop/company/getInfo",
  envelope: "data",
};
export const companyUpdate: ClientRoute<typeof company.companyUpdate> = {
  method: "POST",
  path: "/shop/company/updateInfo",
  envelope: "data",
};
export const containerDetail: ClientRoute<typeof shipping.containerDetail> = {
  method: "GET",
  path: "/shop/container/getContainerInfo/{id}",
  envelope: "data",
};
export const containerFbaGoods: ClientRoute<typeof shipping.containerFbaGoods> = {
  method: "POST",
  path: "/shop/container/getObtainFBAOrder",
  envelope: "paged",
};
export const containerList: ClientRoute<typeof shipping.containerList> = {
  method: "GET",
  path: "/shop/container/h5/getAllContainerList",
  envelope: "paged",
};
export const containerModify: ClientRoute<typeof shipping.containerModify> = {
  method: "POST",
  path: "/shop/container/modifyContainerOrder",
  envelope: "data",
};
export const containerStats: ClientRoute<typeof shipping.containerStats> = {
  method: "GET",
  path: "/shop/container/getStatisticalNum",
  envelope: "data",
};
export const containerStoredGoods: ClientRoute<typeof shipping.containerStoredGoods> = {
  method: "POST",
  path: "/shop/container/getContainerOrderList",
  envelope: "paged",
};
export const containerSubmit: ClientRoute<typeof shipping.containerSubmit> = {
  method: "POST",
  path: "/shop/container/internationalContainer",
  envelope: "data",
};
export const contentAnnouncement: ClientRoute<typeof content.contentAnnouncement> = {
  method: "GET",
  path: "/shop/home/announcement/{id}",
  envelope: "data",
};
export const contentAnnouncementList: ClientRoute<typeof content.contentAnnouncementList> = {
  method: "GET",
  path: "/shop/home/announcement/list",
  envelope: "paged",
};
export const contentGuide: ClientRoute<typeof content.contentGuide> = {
  method: "GET",
  path: "/shop/home/guide/{id}",
  envelope: "data",
};
export const contentGuideList: ClientRoute<typeof content.contentGuideList> = {
  method: "GET",
  path: "/shop/home/guide/list",
  envelope: "paged",
};
export const customsFbaBoxContents: ClientRoute<typeof customsPapers.customsFbaBoxContents> = {
  method: "GET",
  path: "/shop/customs/{containerId}/fbaBoxContents",
  envelope: "file",
};
export const customsInvoice: ClientRoute<typeof customsPapers.customsInvoice> = {
  method: "GET",
  path: "/shop/customs/{containerId}/invoice",
  envelope: "file",
};
export const customsLinesList: ClientRoute<typeof customsPapers.customsLinesList> = {
  method: "GET",
  path: "/shop/customs/{containerId}/lines",
  envelope: "data",
};
export const customsLinesSave: ClientRoute<typeof customsPapers.customsLinesSave> = {
  method: "POST",
  path: "/shop/customs/{containerId}/lines",
  envelope: "data",
};
export const customsPackingList: ClientRoute<typeof customsPapers.customsPackingList> = {
  method: "GET",
  path: "/shop/customs/{containerId}/packingList",
  envelope: "file",
};
export const customsWorkbook: ClientRoute<typeof customsPapers.customsWorkbook> = {
  method: "GET",
  path: "/shop/customs/{containerId}/workbook",
  envelope: "file",
};
export const feedbackAdd: ClientRoute<typeof feedback.feedbackAdd> = {
  method: "POST",
  path: "/shop/applyMessage/add",
  envelope: "data",
};
export const feedbackCancel: ClientRoute<typeof feedback.feedbackCancel> = {
  method: "POST",
  path: "/shop/applyMessage/cancel",
  envelope: "data",
};
export const feedbackDetail: ClientRoute<typeof feedback.feedbackDetail> = {
  method: "GET",
  path: "/shop/applyMessage/{id}",
  envelope: "data",
};
export const feedbackList: ClientRoute<typeof feedback.feedbackList> = {
  method: "GET",
  path: "/shop/applyMessage/list",
  envelope: "fields",
};
export const invoiceList: ClientRoute<typeof invoices.invoiceList> = {
  method: "GET",
  path: "/shop/invoice/list",
  envelope: "data",
};
export const invoiceOfTransaction: ClientRoute<typeof invoices.invoiceOfTransaction> = {
  method: "GET",
  path: "/shop/invoice/transaction/{id}",
  envelope: "file",
};
export const invoiceStatement: ClientRoute<typeof invoices.invoiceStatement> = {
  method: "GET",
  path: "/shop/invoice/statement/{month}",
  envelope: "file",
};
export const labelAdd: ClientRoute<typeof shipping.labelAdd> = {
  method: "POST",
  path: "/shop/label/add",
  envelope: "data",
};
export const labelDelete: ClientRoute<typeof shipping.labelDelete> = {
  method: "POST",
  path: "/shop/label/delete",
  envelope: "data",
};
export const labelList: ClientRoute<typeof shipping.labelList> = {
  method: "GET",
  path: "/shop/label/list",
  envelope: "paged",
};
export const labelPrint: ClientRoute<typeof shipping.labelPrint> = {
  method: "POST",
  path: "/shop/label/print",
  envelope: "data",
};
export const messageList: ClientRoute<typeof messages.messageList> = {
  method: "GET",
  path: "/shop/message/list",
  envelope: "paged",
};
export const messageSend: ClientRoute<typeof messages.messageSend> = {
  method: "POST",
  path: "/shop/message/send",
  envelope: "data",
};
export const messageThread: ClientRoute<typeof messages.messageThread> = {
  method: "GET",
  path: "/shop/message/{id}",
  envelope: "data",
};
export const messageUnreadCount: ClientRoute<typeof messages.messageUnreadCount> = {
  method: "GET",
  path: "/shop/message/unreadCount",
  envelope: "data",
};
export const orderAcceptPrice: ClientRoute<typeof orders.orderAcceptPrice> = {
  method: "POST",
  path: "/shop/order/acceptPrice",
  envelope: "data",
};
export const orderAgentSubmit: ClientRoute<typeof orders.orderAgentSubmit> = {
  method: "POST",
  path: "/shop/order/agentSubmit",
  envelope: "data",
};
export const orderCancel: ClientRoute<typeof orders.orderCancel> = {
  method: "POST",
  path: "/shop/order/cancel",
  envelope: "data",
};
export const orderConfigList: ClientRoute<typeof orders.orderConfigList> = {
  method: "GET",
  path: "/shop/order/getOrderInfoConfigList",
  envelope: "data",
};
export const orderCount: ClientRoute<typeof orders.orderCount> = {
  method: "GET",
  path: "/shop/order/orderCount",
  envelope: "data",
};
export const orderDetail: ClientRoute<typeof orders.orderDetail> = {
  method: "GET",
  path: "/shop/order/{id}",
  envelope: "data",
};
export const orderList: ClientRoute<typeof orders.orderList> = {
  method: "GET",
  path: "/shop/order/list",
  envelope: "paged",
};
export const orderPayByBalance: ClientRoute<typeof orders.orderPayByBalance> = {
  method: "POST",
  path: "/shop/order/payByBalance",
  envelope: "data",
};
export const orderSubmit: ClientRoute<typeof orders.orderSubmit> = {
  method: "POST",
  path: "/shop/order/submit",
  envelope: "data",
};
export const orderUpdateAddress: ClientRoute<typeof orders.orderUpdateAddress> = {
  method: "POST",
  path: "/shop/order/updateAddress",
  envelope: "data",
};
export const orderUpdateAddressGet: ClientRoute<typeof orders.orderUpdateAddressGet> = {
  method: "GET",
  path: "/shop/order/updateAddress",
  envelope: "data",
};
export const packingMaterialList: ClientRoute<typeof shipping.packingMaterialList> = {
  method: "GET",
  path: "/shop/packingMaterial/list",
  envelope: "paged",
};
export const problemApply: ClientRoute<typeof problems.problemApply> = {
  method: "POST",
  path: "/shop/problem/apply",
  envelope: "data",
};
export const problemCancel: ClientRoute<typeof problems.problemCancel> = {
  method: "POST",
  path: "/shop/problem/cancel",
  envelope: "data",
};
export const problemDetail: ClientRoute<typeof problems.problemDetail> = {
  method: "GET",
  path: "/shop/problem/{id}",
  envelope: "data",
};
export const problemList: ClientRoute<typeof problems.problemList> = {
  method: "GET",
  path: "/shop/problem/list",
  envelope: "paged",
};
export const problemPayFee: ClientRoute<typeof problems.problemPayFee> = {
  method: "POST",
  path: "/shop/problem/payFee",
  envelope: "data",
};
export const problemStats: ClientRoute<typeof problems.problemStats> = {
  method: "GET",
  path: "/shop/problem/getStatisticalNum",
  envelope: "data",
};
export const staffAuditList: ClientRoute<typeof staff.staffAuditList> = {
  method: "GET",
  path: "/staff/audit",
  envelope: "paged",
};
export const staffContentAnnouncement: ClientRoute<typeof staffContent.staffContentAnnouncement> = {
  method: "GET",
  path: "/staff/content/announcements/detail",
  envelope: "data",
};
export const staffContentAnnouncementCreate: ClientRoute<typeof staffContent.staffContentAnnouncementCreate> =
  { method: "POST", path: "/staff/content/announcements/create", envelope: "data" };
export const staffContentAnnouncements: ClientRoute<typeof staffContent.staffContentAnnouncements> = {
  method: "GET",
  path: "/staff/content/announcements",
  envelope: "paged",
};
export const staffContentAnnouncementStatus: ClientRoute<typeof staffContent.staffContentAnnouncementStatus> =
  { method: "POST", path: "/staff/content/announcements/status", envelope: "data" };
export const staffContentAnnouncementUpdate: ClientRoute<typeof staffContent.staffContentAnnouncementUpdate> =
  { method: "POST", path: "/staff/content/announcements/update", envelope: "data" };
export const staffContentGuide: ClientRoute<typeof staffContent.staffContentGuide> = {
  method: "GET",
  path: "/staff/content/guides/detail",
  envelope: "data",
};
export const staffContentGuideCreate: ClientRoute<typeof staffContent.staffContentGuideCreate> = {
  method: "POST",
  path: "/staff/content/guides/create",
  envelope: "data",
};
export const staffContentGuides: ClientRoute<typeof staffContent.staffContentGuides> = {
  method: "GET",
  path: "/staff/content/guides",
  envelope: "paged",
};
export const staffContentGuideStatus: ClientRoute<typeof staffContent.staffContentGuideStatus> = {
  method: "POST",
  path: "/staff/content/guides/status",
  envelope: "data",
};
export const staffContentGuideUpdate: ClientRoute<typeof staffContent.staffContentGuideUpdate> = {
  method: "POST",
  path: "/staff/content/guides/update",
  envelope: "data",
};
export const staffCustomerDetail: ClientRoute<typeof staff.staffCustomerDetail> = {
  method: "GET",
  path: "/staff/customers/{id}",
  envelope: "data",
};
export const staffCustomerSearch: ClientRoute<typeof staff.staffCustomerSearch> = {
  method: "GET",
  path: "/staff/customers",
  envelope: "paged",
};
export const staffCustomerStatus: ClientRoute<typeof staff.staffCustomerStatus> = {
  method: "POST",
  path: "/staff/customers/status",
  envelope: "data",
};
export const staffDashboard: ClientRoute<typeof staff.staffDashboard> = {
  method: "GET",
  path: "/staff/dashboard",
  envelope: "data",
};
export const staffDefectsDestroyed: ClientRoute<typeof staffDefects.staffDefectsDestroyed> = {
  method: "POST",
  path: "/staff/defects/destroyed",
  envelope: "data",
};
export const staffDefectsPhoto: ClientRoute<typeof staffDefects.staffDefectsPhoto> = {
  method: "POST",
  path: "/staff/defects/photo",
  envelope: "fields",
};
export const staffDefectsProblems: ClientRoute<typeof staffDefects.staffDefectsProblems> = {
  method: "GET",
  path: "/staff/defects/problems",
  envelope: "paged",
};
export const staffDefectsQuote: ClientRoute<typeof staffDefects.staffDefectsQuote> = {
  method: "POST",
  path: "/staff/defects/quote",
  envelope: "data",
};
export const staffDefectsReject: ClientRoute<typeof staffDefects.staffDefectsReject> = {
  method: "POST",
  path: "/staff/defects/reject",
  envelope: "data",
};
export const staffDefectsReturned: ClientRoute<typeof staffDefects.staffDefectsReturned> = {
  method: "POST",
  path: "/staff/defects/returned",
  envelope: "data",
};
export const staffDefectsSendBack: ClientRoute<typeof staffDefects.staffDefectsSendBack> = {
  method: "POST",
  path: "/staff/defects/sendBack",
  envelope: "data",
};
export const staffDefectsSplit: ClientRoute<typeof staffDefects.staffDefectsSplit> = {
  method: "POST",
  path: "/staff/defects/split",
  envelope: "data",
};
export const staffDefectsWithdraw: ClientRoute<typeof staffDefects.staffDefectsWithdraw> = {
  method: "POST",
  path: "/staff/defects/withdraw",
  envelope: "data",
};
export const staffFeedbackList: ClientRoute<typeof staff.staffFeedbackList> = {
  method: "GET",
  path: "/staff/feedback",
  envelope: "paged",
};
export const staffFeedbackReply: ClientRoute<typeof staff.staffFeedbackReply> = {
  method: "POST",
  path: "/staff/feedback/reply",
  envelope: "data",
};
export const staffFeedbackStart: ClientRoute<typeof staff.staffFeedbackStart> = {
  method: "POST",
  path: "/staff/feedback/start",
  envelope: "data",
};
export const staffFinanceAdjust: ClientRoute<typeof staffFinance.staffFinanceAdjust> = {
  method: "POST",
  path: "/staff/finance/adjust",
  envelope: "data",
};
export const staffFinanceCustomers: ClientRoute<typeof staffFinance.staffFinanceCustomers> = {
  method: "GET",
  path: "/staff/finance/customers",
  envelope: "data",
};
export const staffFinanceLedger: ClientRoute<typeof staffFinance.staffFinanceLedger> = {
  method: "GET",
  path: "/staff/finance/ledger",
  envelope: "fields",
};
export const staffFinanceRates: ClientRoute<typeof staffFinance.staffFinanceRates> = {
  method: "GET",
  path: "/staff/finance/rates",
  envelope: "paged",
};
export const staffFinanceRateSet: ClientRoute<typeof staffFinance.staffFinanceRateSet> = {
  method: "POST",
  path: "/staff/finance/rates",
  envelope: "data",
};
export const staffFinanceTopUp: ClientRoute<typeof staffFinance.staffFinanceTopUp> = {
  method: "GET",
  path: "/staff/finance/topups/{id}",
  envelope: "data",
};
export const staffFinanceTopUpApprove: ClientRoute<typeof staffFinance.staffFinanceTopUpApprove> = {
  method: "POST",
  path: "/staff/finance/topups/approve",
  envelope: "data",
};
export const staffFinanceTopUpReject: ClientRoute<typeof staffFinance.staffFinanceTopUpReject> = {
  method: "POST",
  path: "/staff/finance/topups/reject",
  envelope: "data",
};
export const staffFinanceTopUps: ClientRoute<typeof staffFinance.staffFinanceTopUps> = {
  method: "GET",
  path: "/staff/finance/topups",
  envelope: "paged",
};
export const staffFinanceWithdrawalPay: ClientRoute<typeof staffFinance.staffFinanceWithdrawalPay> = {
  method: "POST",
  path: "/staff/finance/withdrawals/pay",
  envelope: "data",
};
export const staffFinanceWithdrawalReject: ClientRoute<typeof staffFinance.staffFinanceWithdrawalReject> = {
  method: "POST",
  path: "/staff/finance/withdrawals/reject",
  envelope: "data",
};
export const staffFinanceWithdrawals: ClientRoute<typeof staffFinance.staffFinanceWithdrawals> = {
  method: "GET",
  path: "/staff/finance/withdrawals",
  envelope: "paged",
};
export const staffInspectionInspect: ClientRoute<typeof staffInspection.staffInspectionInspect> = {
  method: "POST",
  path: "/staff/inspection/inspect",
  envelope: "data",
};
export const staffInspectionLocation: ClientRoute<typeof staffInspection.staffInspectionLocation> = {
  method: "POST",
  path: "/staff/inspection/location",
  envelope: "data",
};
export const staffInspectionOrders: ClientRoute<typeof staffInspection.staffInspectionOrders> = {
  method: "GET",
  path: "/staff/inspection/orders",
  envelope: "paged",
};
export const staffInspectionPhoto: ClientRoute<typeof staffInspection.staffInspectionPhoto> = {
  method: "POST",
  path: "/staff/inspection/photo",
  envelope: "fields",
};
export const staffInspectionStart: ClientRoute<typeof staffInspection.staffInspectionStart> = {
  method: "POST",
  path: "/staff/inspection/start",
  envelope: "data",
};
export const staffInspectionStore: ClientRoute<typeof staffInspection.staffInspectionStore> = {
  method: "POST",
  path: "/staff/inspection/store",
  envelope: "data",
};
export const staffInspectionWhere: ClientRoute<typeof staffInspection.staffInspectionWhere> = {
  method: "GET",
  path: "/staff/inspection/where",
  envelope: "paged",
};
export const staffInviteAccept: ClientRoute<typeof staff.staffInviteAccept> = {
  method: "POST",
  path: "/staff/invite/accept",
  envelope: "data",
};
export const staffInviteOpen: ClientRoute<typeof staff.staffInviteOpen> = {
  method: "GET",
  path: "/staff/invite",
  envelope: "data",
};
export const staffInvoiceCorrect: ClientRoute<typeof staffInvoices.staffInvoiceCorrect> = {
  method: "POST",
  path: "/staff/finance/invoices/correct",
  envelope: "data",
};
export const staffInvoiceList: ClientRoute<typeof staffInvoices.staffInvoiceList> = {
  method: "GET",
  path: "/staff/finance/invoices",
  envelope: "paged",
};
export const staffInvoicePdf: ClientRoute<typeof staffInvoices.staffInvoicePdf> = {
  method: "GET",
  path: "/staff/finance/invoices/{id}/pdf",
  envelope: "file",
};
export const staffJobs: ClientRoute<typeof staff.staffJobs> = {
  method: "GET",
  path: "/staff/jobs",
  envelope: "data",
};
export const staffJobsFailed: ClientRoute<typeof staff.staffJobsFailed> = {
  method: "GET",
  path: "/staff/jobs/failed",
  envelope: "paged",
};
export const staffJobsRetry: ClientRoute<typeof staff.staffJobsRetry> = {
  method: "POST",
  path: "/staff/jobs/retry",
  envelope: "data",
};
export const staffLanguage: ClientRoute<typeof staff.staffLanguage> = {
  method: "POST",
  path: "/staff/account/language",
  envelope: "data",
};
export const staffLogin: ClientRoute<typeof staff.staffLogin> = {
  method: "POST",
  path: "/staff/auth/login",
  envelope: "data",
};
export const staffLogout: ClientRoute<typeof staff.staffLogout> = {
  method: "POST",
  path: "/staff/auth/logout",
  envelope: "data",
};
export const staffMe: ClientRoute<typeof staff.staffMe> = {
  method: "GET",
  path: "/staff/me",
  envelope: "data",
};
export const staffMessageList: ClientRoute<typeof staff.staffMessageList> = {
  method: "GET",
  path: "/staff/messages",
  envelope: "paged",
};
export const staffMessageReply: ClientRoute<typeof staff.staffMessageReply> = {
  method: "POST",
  path: "/staff/messages/reply",
  envelope: "data",
};
export const staffMessageThread: ClientRoute<typeof staff.staffMessageThread> = {
  method: "GET",
  path: "/staff/messages/{id}",
  envelope: "data",
};
export const staffMessageUpload: ClientRoute<typeof staff.staffMessageUpload> = {
  method: "POST",
  path: "/staff/messages/upload",
  envelope: "fields",
};
export const staffPackingAdjust: ClientRoute<typeof staffPacking.staffPackingAdjust> = {
  method: "POST",
  path: "/staff/packing/adjust",
  envelope: "data",
};
export const staffPackingBill: ClientRoute<typeof staffPacking.staffPackingBill> = {
  method: "POST",
  path: "/staff/packing/bill",
  envelope: "data",
};
export const staffPackingCancel: ClientRoute<typeof staffPacking.staffPackingCancel> = {
  method: "POST",
  path: "/staff/packing/cancel",
  envelope: "data",
};
export const staffPackingCleared: ClientRoute<typeof staffPacking.staffPackingCleared> = {
  method: "POST",
  path: "/staff/packing/cleared",
  envelope: "data",
};
export const staffPackingConfirm: ClientRoute<typeof staffPacking.staffPackingConfirm> = {
  method: "POST",
  path: "/staff/packing/confirm",
  envelope: "data",
};
export const staffPackingContainer: ClientRoute<typeof staffPacking.staffPackingContainer> = {
  method: "GET",
  path: "/staff/packing/containers/{id}",
  envelope: "data",
};
export const staffPackingContainers: ClientRoute<typeof staffPacking.staffPackingContainers> = {
  method: "GET",
  path: "/staff/packing/containers",
  envelope: "paged",
};
export const staffPackingDispatch: ClientRoute<typeof staffPacking.staffPackingDispatch> = {
  method: "POST",
  path: "/staff/packing/dispatch",
  envelope: "data",
};
export const staffPackingDuty: ClientRoute<typeof staffPacking.staffPackingDuty> = {
  method: "POST",
  path: "/staff/packing/duty",
  envelope: "data",
};
export const staffPackingLabels: ClientRoute<typeof staffPacking.staffPackingLabels> = {
  method: "GET",
  path: "/staff/packing/containers/{id}/labels",
  envelope: "file",
};
export const staffPackingList: ClientRoute<typeof staffPacking.staffPackingList> = {
  method: "GET",
  path: "/staff/packing/containers/{id}/packingList",
  envelope: "file",
};
export const staffPackingPack: ClientRoute<typeof staffPacking.staffPackingPack> = {
  method: "POST",
  path: "/staff/packing/pack",
  envelope: "data",
};
export const staffPackingStart: ClientRoute<typeof staffPacking.staffPackingStart> = {
  method: "POST",
  path: "/staff/packing/start",
  envelope: "data",
};
export const staffPurchaseBuy: ClientRoute<typeof staffPurchase.staffPurchaseBuy> = {
  method: "POST",
  path: "/staff/purchase/purchase",
  envelope: "data",
};
export const staffPurchaseConfirmPrice: ClientRoute<typeof staffPurchase.staffPurchaseConfirmPrice> = {
  method: "POST",
  path: "/staff/purchase/confirmPrice",
  envelope: "data",
};
export const staffPurchaseOrders: ClientRoute<typeof staffPurchase.staffPurchaseOrders> = {
  method: "GET",
  path: "/staff/purchase/orders",
  envelope: "paged",
};
export const staffPurchaseShip: ClientRoute<typeof staffPurchase.staffPurchaseShip> = {
  method: "POST",
  path: "/staff/purchase/ship",
  envelope: "data",
};
export const staffPurchaseStop: ClientRoute<typeof staffPurchase.staffPurchaseStop> = {
  method: "POST",
  path: "/staff/purchase/cannotPurchase",
  envelope: "data",
};
export const staffReceivingArrive: ClientRoute<typeof staffWarehouse.staffReceivingArrive> = {
  method: "POST",
  path: "/staff/receiving/arrive",
  envelope: "data",
};
export const staffReceivingLookup: ClientRoute<typeof staffWarehouse.staffReceivingLookup> = {
  method: "GET",
  path: "/staff/receiving/orders",
  envelope: "data",
};
export const staffReceivingPhoto: ClientRoute<typeof staffWarehouse.staffReceivingPhoto> = {
  method: "POST",
  path: "/staff/receiving/photo",
  envelope: "fields",
};
export const staffReceivingUnmatched: ClientRoute<typeof staffWarehouse.staffReceivingUnmatched> = {
  method: "GET",
  path: "/staff/receiving/unmatched",
  envelope: "paged",
};
export const staffReceivingUnmatchedMatch: ClientRoute<typeof staffWarehouse.staffReceivingUnmatchedMatch> = {
  method: "POST",
  path: "/staff/receiving/unmatched/match",
  envelope: "data",
};
export const staffReceivingUnmatchedRecord: ClientRoute<typeof staffWarehouse.staffReceivingUnmatchedRecord> =
  { method: "POST", path: "/staff/receiving/unmatched", envelope: "data" };
export const staffTeamDeactivate: ClientRoute<typeof staff.staffTeamDeactivate> = {
  method: "POST",
  path: "/staff/team/deactivate",
  envelope: "data",
};
export const staffTeamInvite: ClientRoute<typeof staff.staffTeamInvite> = {
  method: "POST",
  path: "/staff/team/invite",
  envelope: "data",
};
export const staffTeamList: ClientRoute<typeof staff.staffTeamList> = {
  method: "GET",
  path: "/staff/team",
  envelope: "data",
};
export const staffTeamRoles: ClientRoute<typeof staff.staffTeamRoles> = {
  method: "POST",
  path: "/staff/team/roles",
  envelope: "data",
};
export const transportCaseList: ClientRoute<typeof shipping.transportCaseList> = {
  method: "GET",
  path: "/shop/transportCase/list",
  envelope: "paged",
};
export const uploadFile: ClientRoute<typeof uploads.uploadFile> = {
  method: "POST",
  path: "/aliyun/oss/upload",
  envelope: "fields",
};
export const walletBankAccounts: ClientRoute<typeof wallet.walletBankAccounts> = {
  method: "GET",
  path: "/shop/account/bankAccounts",
  envelope: "data",
};
export const walletLatestRate: ClientRoute<typeof wallet.walletLatestRate> = {
  method: "GET",
  path: "/shop/rate/getLatestRate",
  envelope: "data",
};
export const walletPayByBalance: ClientRoute<typeof wallet.walletPayByBalance> = {
  method: "POST",
  path: "/shop/pay/balance",
  envelope: "data",
};
export const walletPaypalCapture: ClientRoute<typeof wallet.walletPaypalCapture> = {
  method: "POST",
  path: "/shop/pay/paypal/capture",
  envelope: "data",
};
export const walletPaypalStatus: ClientRoute<typeof wallet.walletPaypalStatus> = {
  method: "GET",
  path: "/shop/pay/paypal/status",
  envelope: "data",
};
export const walletPaypalTopUp: ClientRoute<typeof wallet.walletPaypalTopUp> = {
  method: "POST",
  path: "/shop/pay/paypal/topUp",
  envelope: "data",
};
export const walletRate: ClientRoute<typeof wallet.walletRate> = {
  method: "GET",
  path: "/shop/rate/getRate",
  envelope: "data",
};
export const walletRecords: ClientRoute<typeof wallet.walletRecords> = {
  method: "GET",
  path: "/shop/account/records",
  envelope: "paged",
};
export const walletSummary: ClientRoute<typeof wallet.walletSummary> = {
  method: "GET",
  path: "/shop/account/summary",
  envelope: "data",
};
export const walletTopUpCancel: ClientRoute<typeof wallet.walletTopUpCancel> = {
  method: "POST",
  path: "/shop/account/topUp/{id}/cancel",
  envelope: "data",
};
export const walletTopUpCreate: ClientRoute<typeof wallet.walletTopUpCreate> = {
  method: "POST",
  path: "/shop/account/topUp",
  envelope: "data",
};
export const walletTopUpDetail: ClientRoute<typeof wallet.walletTopUpDetail> = {
  method: "GET",
  path: "/shop/account/topUp/{id}",
  envelope: "data",
};
export const walletTopUpList: ClientRoute<typeof wallet.walletTopUpList> = {
  method: "GET",
  path: "/shop/account/topUp/list",
  envelope: "paged",
};
export const walletTopUpSlip: ClientRoute<typeof wallet.walletTopUpSlip> = {
  method: "POST",
  path: "/shop/account/topUp/{id}/slip",
  envelope: "data",
};
export const walletTransactionTypes: ClientRoute<typeof wallet.walletTransactionTypes> = {
  method: "GET",
  path: "/shop/account/transactionTypes",
  envelope: "data",
};
export const walletWithdrawalCreate: ClientRoute<typeof wallet.walletWithdrawalCreate> = {
  method: "POST",
  path: "/shop/account/withdrawal",
  envelope: "data",
};
export const walletWithdrawalDetail: ClientRoute<typeof wallet.walletWithdrawalDetail> = {
  method: "GET",
  path: "/shop/account/withdrawal/{id}",
  envelope: "data",
};
export const walletWithdrawalList: ClientRoute<typeof wallet.walletWithdrawalList> = {
  method: "GET",
  path: "/shop/account/withdrawal/list",
  envelope: "paged",
};
