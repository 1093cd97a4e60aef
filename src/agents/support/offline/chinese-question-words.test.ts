// The offline engine judging a Chinese question on its words: pairs of one-character words that straddle two words
// (还要, 用微), function words the dictionary joins (我在) and a visitor's money word (钱 ~ 付款); the function words of a
// visitor's story (希望, 那边, 而不是).
import { describe, expect, it } from "vitest";
import { draftContextFor } from "#test/helpers/draft-context.js";
import { draftOffline } from "./offline-reasoner.js";

const HELP_CENTER = {
  "旅客计划 | 帮助中心": [
    "旅客计划",
    "本网站只是用于安全登录。你的账户不影响你在旅客计划中的申请、成员身份或入选资格。",
    "请注意：",
    "- 你设立账户时，自己的已知旅客号码不会发生改变。",
    "- 你设立账户时，无需就已知旅客号码再付款，除非需要重续你的成员身份。",
  ].join("\n"),
  "登录 | 帮助中心": [
    "如何登录",
    "请使用你的电邮地址和密码登录。如果你设置了身份证实应用，请打开应用，扫描屏幕上的二维码，然后输入一次性代码。",
    "如果你忘记了密码，请在登录页面选择“忘记密码”，我们会给你的邮箱发送重设链接。",
    "你也可以用人脸或指纹扫描登录，或者输入设备密码。",
  ].join("\n"),
};

function draftFor(question: string) {
  return draftOffline(draftContextFor({ question, pages: HELP_CENTER, origin: "https://help.test" }));
}

describe("draftOffline on a Chinese question's words", () => {
  it("answers when what straddles words (还要, 再交) and joins function words (我在) is left aside", () => {
    const draft = draftFor("我在网站开了账户以后，已知旅客号码还要再交一次钱吗？");
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("无需就已知旅客号码再付款");
  });

  it('answers when the story\'s function words (希望 "hope", 那边 "over there", 而不是 "rather than") weigh like framing', () => {
    const pages = {
      "更改与合作机构分享的电邮地址 | 帮助中心": [
        "更改与合作机构分享的电邮地址",
        "你可以控制与每个合作机构分享哪个电邮地址，比如个人电邮或工作电邮。在“互联服务”页面上，点击机构旁边的“更改”链接，选择现有电邮或添加新电邮。",
      ].join("\n"),
      "登录 | 帮助中心": HELP_CENTER["登录 | 帮助中心"],
    };
    const draft = draftOffline(
      draftContextFor({
        question: "我希望合作机构那边看到我的私人电邮，而不是当初的工作电邮，在哪里改？",
        pages,
        origin: "https://help.test",
      }),
    );
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("互联服务");
  });
});
