import { describe, expect, it } from "vitest";
import { tokenize } from "../../knowledge/index.js";
import { detectAnswerType } from "./answer-type.js";

describe("detectAnswerType", () => {
  it("tells the kind of value a question asks for, the more specific kind first", () => {
    expect(detectAnswerType("How long does standard shipping take?")?.name).toBe("duration");
    expect(detectAnswerType("How much does it weigh?")?.name).toBe("weight");
    expect(detectAnswerType("How much do I need to spend to get free shipping?")?.name).toBe("money");
    expect(detectAnswerType("Is there a fee for oversized items?")?.name).toBe("money");
    expect(detectAnswerType("What are your phone hours?")?.name).toBe("hours");
    expect(detectAnswerType("When is live chat open?")?.name).toBe("hours");
    expect(detectAnswerType("When was the company founded?")?.name).toBe("date");
    expect(detectAnswerType("How many points do I earn per dollar?")?.name).toBe("count");
    expect(detectAnswerType("Do you offer a student discount?")?.name).toBe("percent");
    expect(detectAnswerType("Where is your warehouse?")?.name).toBe("address");
    expect(detectAnswerType("Can I pay in installments?")).toBeUndefined();
  });

  it("takes the verbs Spanish and French ask hours with for words that only ask for hours", () => {
    const hours = detectAnswerType("¿A qué número llamo y en qué horario atienden?");
    expect(hours?.name).toBe("hours");
    const [serve] = tokenize("atienden", { language: "es", removeStopWords: false });
    expect(hours?.cueTerms.has(serve as string)).toBe(true);
    const [open] = tokenize("ouvrez", { language: "fr", removeStopWords: false });
    expect(detectAnswerType("À quelle heure ouvrez-vous ?")?.cueTerms.has(open as string)).toBe(true);
  });

  it("names what a duration is of when the question says so, in English, Spanish and French", () => {
    expect(detectAnswerType("How many days of leave does a federal employee get?")?.measuredThing).toBe(
      "leave",
    );
    expect(detectAnswerType("¿Cuántos días de vacaciones me corresponden?")?.measuredThing).toBe(
      "vacaciones",
    );
    expect(detectAnswerType("Combien de jours de congé ai-je par an ?")?.measuredThing).toBe("conge");
    expect(detectAnswerType("How many days does shipping take?")?.measuredThing).toBeUndefined();
  });

  it("tells durations, hours and phone numbers asked in Spanish or French, accents or not", () => {
    const duration = detectAnswerType("¿Cuánto tiempo tarda en llegar la carta?");
    expect(duration?.name).toBe("duration");
    expect(duration?.matches("La carta llega en 5 a 10 días.")).toBe(true);
    expect(duration?.matches("Llega por correo postal.")).toBe(false);
    expect(detectAnswerType("Combien de temps faut-il attendre ?")?.matches("Attendez 24 heures.")).toBe(
      true,
    );
    // "délai" / "plazo" ask for a duration; a number of units may be written as a word.
    const delay = detectAnswerType("Et si c'est arrivé pendant la vérification, c'est le même délai ?");
    expect(delay?.name).toBe("duration");
    expect(delay?.matches("Au bout de six heures :")).toBe(true);
    expect(delay?.matches("Au bout de plusieurs heures :")).toBe(false);
    expect(detectAnswerType("¿Cuál es el plazo?")?.matches("Tendrá que esperar seis horas.")).toBe(true);
    // "Until when" asks how long something lasts.
    const until = detectAnswerType("Le code qui est dans la lettre, il est valable jusqu’à quand ?");
    expect(until?.name).toBe("duration");
    expect(until?.matches("Le code expirera 21 jours après votre demande.")).toBe(true);
    expect(detectAnswerType("Le code, il est valable jusqu'à quand ?")?.name).toBe("duration");
    expect(detectAnswerType("¿Hasta cuándo sirve el código?")?.name).toBe("duration");
    expect(detectAnswerType("¿En que horario atienden?")?.name).toBe("hours");
    // The hour asked in the plural, even after a phone number is asked for.
    expect(detectAnswerType("Quel numéro appeler, et à quelles heures ?")?.name).toBe("hours");
    expect(detectAnswerType("¿A qué horas abren?")?.name).toBe("hours");
    const clock = detectAnswerType("À quelle heure ouvrez-vous ?");
    expect(clock?.matches("Appelez le 1-800-772-1213 de 8 à 19 h du lundi au vendredi.")).toBe(true);
    expect(clock?.matches("Ouvert de 9h30 à 17h.")).toBe(true);
    expect(clock?.matches("Appelez le 1-800-772-1213 du lundi au vendredi.")).toBe(false);
    const phone = detectAnswerType("¿A qué número llamo si tengo dudas?");
    expect(phone?.name).toBe("phone");
    expect(phone?.matches("Llame al 800-633-4227.")).toBe(true);
    expect(phone?.cueTerms.has(tokenize("teléfono")[0] as string)).toBe(true);
    expect(detectAnswerType("¿Puedo usar un número de Google Voice?")).toBeUndefined();
  });

  it("matches text holding a value of that kind, and not text without one", () => {
    const duration = detectAnswerType("How long is the warranty?");
    expect(duration?.matches("Covered by a 5-year warranty.")).toBe(true);
    expect(duration?.matches("Standard | 3 to 5 business days | $5.95")).toBe(true);
    expect(duration?.matches("Covered against defects in materials.")).toBe(false);
    // Measured times written short, and seconds, are durations too; a word starting with s is not.
    expect(duration?.matches("| warm cache | 517ms | 1.2s |")).toBe(true);
    expect(duration?.matches("The check runs every 30 seconds.")).toBe(true);
    expect(duration?.matches("缓存命中时安装只需 2 秒。")).toBe(true);
    expect(duration?.matches("Pick from 3 sizes.")).toBe(false);

    const hours = detectAnswerType("What are your opening hours?");
    expect(hours?.matches("Open Monday to Friday, 7 a.m. to 6 p.m.")).toBe(true);
    expect(hours?.matches("We answer within 1 business day.")).toBe(false);

    const money = detectAnswerType("How much does a repair cost?");
    expect(money?.matches("Tent pole segment replacement | $25")).toBe(true);
    expect(money?.matches("Repairs take 3 to 4 weeks.")).toBe(false);

    const weight = detectAnswerType("How much does it weigh?");
    expect(weight?.matches("Packed weight | 4 lb 2 oz")).toBe(true);

    const count = detectAnswerType("How many points do I need for a reward?");
    expect(count?.matches("Every 500 points turn into a $10 reward.")).toBe(true);
    expect(count?.matches("Last updated: 2025-01-05")).toBe(false);

    const address = detectAnswerType("What is the address of your Denver store?");
    expect(address?.matches("2140 Larimer Street, Denver, CO 80205")).toBe(true);
    expect(address?.matches("Our warehouse is in Reno, Nevada.")).toBe(true);
    // A comma between two capitalised words is not a place.
    expect(address?.matches("September 15: Layering for Cold Weather, Denver store.")).toBe(false);
  });

  it("takes 隔多久 (how long between two times) for a duration that 每年 (every year) answers", () => {
    const interval = detectAnswerType("还需要隔多久重新同意一次？");
    expect(interval?.name).toBe("duration");
    expect([...(interval?.cueTerms ?? [])]).toEqual(expect.arrayContaining(["隔"]));
    expect(interval?.matches("你必须每年都给予每个机构授权同意一次。")).toBe(true);
    expect(interval?.matches("每隔 3 个月检查一次。")).toBe(true);
    expect(interval?.matches("你必须给予每个机构授权同意。")).toBe(false);
  });

  it("takes how often (cada cuánto, à quelle fréquence, tous les combien) for a duration that every … answers", () => {
    const english = detectAnswerType("How often does the certificate have to be renewed?");
    expect(english?.name).toBe("duration");
    expect(english?.matches("You need to renew your certificate (every three years).")).toBe(true);
    expect(english?.matches("Consent is given once a year.")).toBe(true);
    expect(english?.matches("You need to renew your certificate.")).toBe(false);
    const spanish = detectAnswerType("¿Cada cuánto hay que renovar el certificado?");
    expect(spanish?.name).toBe("duration");
    expect(spanish?.matches("Es necesario que usted renueve su certificado (cada tres años).")).toBe(true);
    expect(spanish?.matches("Debe dar su consentimiento anualmente.")).toBe(true);
    expect(spanish?.matches("Es necesario que usted renueve su certificado.")).toBe(false);
    const french = detectAnswerType("À quelle fréquence dois-je redonner mon accord ?");
    expect(french?.name).toBe("duration");
    expect([...(french?.cueTerms ?? [])]).toEqual(
      expect.arrayContaining(tokenize("fréquence", { language: "fr" })),
    );
    expect(french?.matches("Vous devez donner votre accord tous les ans.")).toBe(true);
    expect(detectAnswerType("Tous les combien faut-il renouveler le certificat ?")?.name).toBe("duration");
  });

  it("takes waiting (wait, esperar, patienter) for a word a duration answers", () => {
    const cues = (question: string, language?: string) => {
      const asked = detectAnswerType(question);
      const [wait] = tokenize(question.split(" ").at(-1) ?? "", language ? { language } : {});
      return [asked?.name, asked?.cueTerms.has(wait as string)];
    };
    expect(cues("How long do I have to wait")).toEqual(["duration", true]);
    expect(cues("¿Cuánto tiempo tengo que esperar", "es")).toEqual(["duration", true]);
    expect(cues("Combien de temps dois-je patienter", "fr")).toEqual(["duration", true]);
  });

  it("names the question's words that only ask for the value", () => {
    expect([...(detectAnswerType("How long does delivery take?")?.cueTerms ?? [])]).toEqual(
      expect.arrayContaining(["long", "take"]),
    );
  });

  it("takes a day asked for as a date and a release asked for as a version, in English and Chinese", () => {
    const day = detectAnswerType("插件是哪天停止更新的？");
    expect(day?.name).toBe("date");
    expect(day?.matches("该插件已于 2021 年 6 月 30 日停止更新。")).toBe(true);
    expect(day?.cueTerms.has("天")).toBe(true);
    expect(detectAnswerType("On what day does the sale end?")?.name).toBe("date");

    const release = detectAnswerType("Which release added the offline mode?");
    expect(release?.name).toBe("version");
    expect(release?.matches("## 4.2 · Offline mode")).toBe(true);
    expect([...(release?.cueTerms ?? [])]).toEqual(expect.arrayContaining(tokenize("release")));
    // A platform's major release is a version too; a product's model number is not.
    const system = detectAnswerType("新手机的系统要什么版本才支持人脸解锁？");
    expect(system?.matches("需要 iOS 16 或更新版本的苹果手机，或 Android 9 以上。")).toBe(true);
    expect(system?.matches("Summit 2 Tent")).toBe(false);
  });

  it("takes 'how long does it have to be' for a text's length, which a number of characters answers", () => {
    const length = detectAnswerType("I'm choosing a new password. How long does it have to be?");
    expect(length?.name).toBe("length");
    expect(length?.matches("Your password must have 12 or more characters.")).toBe(true);
    expect(length?.matches("Passwords must be at least 8 characters long.")).toBe(true);
    // A time is no length of a text.
    expect(length?.matches("A 24 hour waiting period applies.")).toBe(false);
    expect(detectAnswerType("How long can a username be?")?.name).toBe("length");
    // How long something takes, lasts or is valid, or how long until it happens, is still a duration.
    expect(detectAnswerType("How long does standard shipping take?")?.name).toBe("duration");
    expect(detectAnswerType("How long will it be before I get the letter?")?.name).toBe("duration");
    expect(detectAnswerType("How long does the code have to be valid?")?.name).toBe("duration");
    expect(detectAnswerType("How long is the waiting period?")?.name).toBe("duration");
  });

  it("takes 'a particular Node.js version' for a version, which the version a page requires answers", () => {
    const version = detectAnswerType("Does that need a particular Node.js version?");
    expect(version?.name).toBe("version");
    expect(version?.matches("The read-only store open requires Node.js >=22.15.0.")).toBe(true);
    // "need" asks what the version required is: a unit holding a version answers it.
    expect(version?.cueTerms.has("need")).toBe(true);
    expect(detectAnswerType("Which Node.js version do I need?")?.name).toBe("version");
    expect(detectAnswerType("Is there a specific release for Windows?")?.name).toBe("version");
    expect(detectAnswerType("Does that need a particular folder?")).toBeUndefined();
  });

  it("takes 'since which version' as asking for the version that added it: 'since' is a cue word then", () => {
    const version = detectAnswerType("Since which pnpm version can pnpm pack do a dry run?");
    expect(version?.name).toBe("version");
    expect(version?.cueTerms.has("sinc")).toBe(true);
    expect(version?.matches("Added in: v10.26.0")).toBe(true);
    // "Since I turned it on" asks for no version.
    expect(
      detectAnswerType("It broke since I turned on preserveSymlinks. Is there a setting?"),
    ).toBeUndefined();
  });

  it("takes a version asked for in Spanish or French as a version", () => {
    const spanish = detectAnswerType("¿Qué versión de Chrome necesito para entrar con la huella?");
    expect(spanish?.name).toBe("version");
    expect(spanish?.matches("Chrome 109 o más reciente")).toBe(true);
    expect(spanish?.cueTerms.has(tokenize("versión", { language: "es" })[0] as string)).toBe(true);
    const french = detectAnswerType("Quelle version de Safari faut-il au minimum ?");
    expect(french?.name).toBe("version");
    expect(french?.matches("Safari 16 ou plus récent")).toBe(true);
    expect(detectAnswerType("¿La versión en español es gratis?")?.name).not.toBe("version");
  });

  it("counts only the thing a question names, when it names one", () => {
    const named = detectAnswerType("What is the maximum number of email addresses I can add?");
    expect(named?.name).toBe("count");
    expect(named?.countsNamedThing).toBe(true);
    expect(named?.matches("You can add up to 12 email addresses.")).toBe(true);
    expect(named?.matches("The remember-browser option lasts for 30 days.")).toBe(false);

    const unnamed = detectAnswerType("KeepAlive 最多缓存几个组件实例？");
    expect(unnamed?.countsNamedThing).toBe(false);
    expect(unnamed?.matches("缓存 10 个实例")).toBe(true);
  });

  it("takes 'do I have to pay' for a price question that 'free' or 'no fees' answers", () => {
    const pay = detectAnswerType("Do I have to pay anything to use Login.gov?");
    expect(pay?.name).toBe("money");
    expect(pay?.matches("There are no fees charged to you for registering or using the service.")).toBe(true);
    expect(pay?.matches("The service is free of charge.")).toBe(true);
    expect(pay?.matches("Partners may charge fees for some of their services.")).toBe(false);
    expect(detectAnswerType("Can I pay in installments?")?.name).toBeUndefined();
  });
});
