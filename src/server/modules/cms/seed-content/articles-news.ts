import type { SeedArticle, SeedComment } from './types';

/** Food (local dishes of the hotels' cities) and hotel news (the demo hotels), by the editorial team. */
export const ARTICLES: SeedArticle[] = [
  // ── Food ──────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    key: 'hangzhou-west-lake-cuisine',
    channel: 'food',
    daysAgo: 6,
    featured: true,
    tags: ['杭州', '美食', '茶'],
    cover: 'lake',
    'zh-cn': {
      title: '西湖边的一桌杭帮菜，再配一杯明前龙井',
      summary: '醋鱼、虾仁、东坡肉之外，杭州人的日常还有一碗片儿川。春天来杭州，菜要趁鲜，茶要赶在清明前。',
      content: `<p>杭帮菜讲究清鲜和本味，不靠重油重辣取胜。在西湖边吃一顿像样的杭州菜，几道招牌几乎不用看菜单：西湖醋鱼、龙井虾仁、东坡肉、叫化童鸡，再来一碗莼菜汤。</p>
<h2>几道绕不开的招牌</h2>
<ul>
<li><strong>西湖醋鱼</strong>：用草鱼，下锅前先在清水里饿养一两天去土腥味，汆熟后浇上糖醋汁，酸甜里带一点姜末的辛香。</li>
<li><strong>龙井虾仁</strong>：河虾仁配新茶嫩芽同炒，虾仁要晶莹，茶香要若有若无，新茶上市的春天最好吃。</li>
<li><strong>东坡肉</strong>：相传和苏东坡在杭州做官有关，方方正正一块，用黄酒小火焖到酥烂，肥而不腻。</li>
<li><strong>叫化童鸡</strong>：整鸡裹荷叶、封泥后烘烤，上桌当面敲开，荷叶香一下就冒出来。</li>
</ul>
<p>孤山脚下的楼外楼、湖滨一带的知味观都是百年老店，名气大、游客多，饭点最好错开。想吃得家常些，就去街边小馆点一碗片儿川：雪菜、笋片、瘦肉片，汤清面滑，是不少杭州人的早饭，也是午饭。</p>
<figure><img src="scene:lake" alt="清晨的西湖，远处山影起伏，湖面上有几条小船"><figcaption>吃完饭沿白堤走一圈，是最好的消食方式。</figcaption></figure>
<h2>龙井：要赶早，也要会泡</h2>
<p><a href="https://zh.wikipedia.org/wiki/龙井茶">西湖龙井</a>以清明前采的明前茶最金贵，谷雨前的雨前茶滋味更足、价格也更亲民。春天去龙井村、翁家山一带，常能看到茶农在铁锅里手工炒茶。泡龙井最好用玻璃杯，水温八十度上下，先注少许水润茶，再沿杯壁加水，看芽叶在杯里慢慢舒展。</p>
<blockquote>色绿、香郁、味甘、形美——杭州人说起龙井的“四绝”，总离不开这八个字。</blockquote>
<p>住在杭州西湖柳岸酒店，下午可以去茶室参加龙井品鉴；想干脆住进茶园里，杭州龙井茶园山居的房间就朝着茶山。</p>`,
    },
    en: {
      title: 'A West Lake lunch of Hangzhou classics, and a cup of early Longjing',
      summary:
        "Vinegar fish, tea-fried shrimp and Dongpo pork are the classics, but locals live on bowls of pian'erchuan noodles. In spring, eat what is fresh and drink tea picked before Qingming.",
      content: `<p>Hangzhou cooking is about freshness and clean flavours rather than oil and chilli. For a proper meal by West Lake you hardly need the menu: West Lake fish in vinegar sauce, Longjing shrimp, Dongpo pork and beggar's chicken, with a bowl of water-shield soup on the side.</p>
<h2>The dishes you should not miss</h2>
<ul>
<li><strong>West Lake fish in vinegar sauce</strong>: grass carp, kept in clean water for a day or two to lose its muddy taste, poached and finished with a sweet-and-sour glaze sharpened by ginger.</li>
<li><strong>Longjing shrimp</strong>: peeled river shrimp stir-fried with the tender buds of new tea. The shrimp should be glossy and the tea barely there; it is best in spring, when the new leaves arrive.</li>
<li><strong>Dongpo pork</strong>: named after the poet Su Dongpo, once governor of Hangzhou, a neat square of belly braised slowly in yellow wine until it almost melts.</li>
<li><strong>Beggar's chicken</strong>: a whole bird wrapped in lotus leaves and clay, baked, and cracked open at the table in a cloud of fragrant steam.</li>
</ul>
<p>Louwailou at the foot of Gushan and Zhiweiguan near the lakeside are both more than a century old. They are famous and busy, so go before or after the rush. For something everyday, find a small noodle shop and order <em>pian'erchuan</em>: pickled greens, sliced bamboo shoots and lean pork in a clear broth, breakfast and lunch for many people in the city.</p>
<figure><img src="scene:lake" alt="West Lake in the early morning, with hills in the distance and a few boats on the water"><figcaption>A stroll along the Bai Causeway is the best way to walk off lunch.</figcaption></figure>
<h2>Longjing: pick early, brew gently</h2>
<p>The most prized <a href="https://en.wikipedia.org/wiki/Longjing_tea">Longjing tea</a> is picked before the Qingming festival in early April; leaves picked a little later, before Guyu, have more body and a kinder price. In spring, around Longjing village and Wengjiashan, you can often watch farmers roasting fresh leaves by hand in iron woks. Brew it in a glass at about 80°C: wet the leaves with a splash of water first, then pour down the side of the glass and watch the buds unfold.</p>
<blockquote>Green in colour, rich in aroma, sweet to taste, beautiful in shape: the four qualities every Hangzhou tea drinker will list for you.</blockquote>
<p>Guests at the Willow Bank Hotel West Lake can join the Longjing tasting in the tea room every afternoon, and at the Longjing Tea Hills Lodge the rooms look straight out over the tea terraces.</p>`,
    },
  },
  {
    key: 'shanghai-breakfast-shengjian-cifantuan',
    channel: 'food',
    daysAgo: 23,
    tags: ['上海', '美食', '小吃'],
    cover: 'street-food',
    'zh-cn': {
      title: '上海早饭：一只生煎，一个粢饭团',
      summary: '大饼、油条、粢饭、豆浆被上海人叫作“四大金刚”。想认识这座城市，先起个早，去弄堂口排一次队。',
      content: `<p>上海人的早饭很少在家里慢慢吃。弄堂口、菜场边的早点摊，六七点钟就排起了队：有人拎一袋粢饭团赶地铁，有人坐下来要一碗咸豆浆、两只生煎。</p>
<h2>“四大金刚”</h2>
<p>老上海把大饼、油条、粢饭、豆浆合称“四大金刚”。如今最常见的吃法是粢饭团：一勺热糯米摊在布上，包进油条、肉松和榨菜，再捏紧成一个椭圆的团子，一只手就能拿着走。豆浆分甜咸，咸豆浆碗底放虾皮、紫菜、榨菜末和油条碎，冲入滚烫的豆浆，再点几滴醋和酱油，豆浆会微微结成豆花。</p>
<figure><img src="scene:street-food" alt="清早的早点摊，铁锅里排着一圈刚出锅的生煎"><figcaption>生煎出锅时先撒芝麻和葱花，锅盖一掀，满街都是香味。</figcaption></figure>
<h2>生煎怎么吃才不烫嘴</h2>
<p><a href="https://zh.wikipedia.org/wiki/生煎包">生煎</a>是上海早饭里最有仪式感的一样。平底大铁锅，底部煎得焦黄酥脆，上面撒芝麻葱花。店家的做法大致分两派：全发面的皮厚而暄软，半发面的皮薄、汤汁更多，各有拥趸，不妨都试一试。</p>
<ol>
<li>先咬开一个小口，别急着整只塞进嘴里。</li>
<li>轻轻吸掉里面的汤汁，再蘸一点醋。</li>
<li>最后连焦底一起吃，配一碗咖喱牛肉汤或者油豆腐粉丝汤正好。</li>
</ol>
<blockquote>在上海，早饭吃得好不好，全看你愿不愿意早起半个钟头。</blockquote>
<p>住在上海静安雅舍酒店的话，附近弄堂里就有几家老早点摊；从上海人民广场简宿酒店出门坐一两站地铁，也能找到排队的生煎店。记得带上手机支付，早点摊找零不方便。</p>`,
    },
  },
  {
    key: 'beijing-roast-duck-hutong-snacks',
    channel: 'food',
    daysAgo: 41,
    tags: ['北京', '美食', '小吃', 'Citywalk'],
    cover: 'street-food',
    'zh-cn': {
      title: '一只烤鸭，半条胡同：北京吃什么',
      summary: '挂炉还是焖炉，鸭皮蘸不蘸糖？吃完烤鸭，再钻进胡同，把炸酱面、卤煮和驴打滚挨个尝一遍。',
      content: `<p>来北京，烤鸭总归要吃一回。但北京的味道不只在烤鸭店的大堂里，也在胡同口的小铺子、护国寺街的老字号和牛街的清真馆子里。</p>
<h2>烤鸭：挂炉与焖炉</h2>
<p><a href="https://zh.wikipedia.org/wiki/北京烤鸭">北京烤鸭</a>大致分两派：挂炉用果木明火烤，鸭皮酥脆，带着淡淡的果木香，全聚德是代表；焖炉不见明火，靠炉墙的余温把鸭子焖熟，外皮油亮、肉质更嫩，便宜坊一直延续这种做法。两种都值得一试。</p>
<ul>
<li>片好的鸭皮先单独蘸一点白糖吃，入口即化，是老北京的吃法。</li>
<li>荷叶饼里抹甜面酱，放葱丝、黄瓜条和两三片鸭肉，卷紧再吃。</li>
<li>剩下的鸭架可以让后厨熬汤或者椒盐炒，别浪费。</li>
</ul>
<figure><img src="scene:street-food" alt="胡同口的小吃铺，蒸笼冒着热气，柜台上摆着各色点心"><figcaption>胡同里的小吃铺，早上和傍晚最热闹。</figcaption></figure>
<h2>胡同里的小吃</h2>
<p>炸酱面要配齐面码：黄瓜丝、豆芽、青豆、心里美萝卜丝，拌匀了才香。卤煮火烧和爆肚是老北京的心头好，爆肚蘸的是麻酱小料。甜口的有驴打滚、豌豆黄、艾窝窝，冬天街上还有现蘸的冰糖葫芦。豆汁儿配焦圈和咸菜丝最有名，也最考验人，初次尝试先要一小碗。</p>
<blockquote>豆汁儿喝得惯喝不惯，全看缘分；喝不惯也不丢人，配一个焦圈就好。</blockquote>
<p>住在北京王府井紫垣酒店，中餐厅的烤鸭需要提前一天预订；北京什刹海四合院客栈的早饭就是豆浆油条和包子，吃完出门往后海和护国寺街方向走，一路都是小吃铺。</p>`,
    },
    en: {
      title: 'A roast duck and half a hutong: eating your way around Beijing',
      summary:
        'Open oven or closed oven, and do you dip the skin in sugar? After the duck, head into the hutongs for noodles with soybean paste, offal stew and sweet rice rolls.',
      content: `<p>Nobody leaves Beijing without eating roast duck at least once. But the city's food is not only in the big duck restaurants; it is also in the small shops at the mouth of the hutongs, the old snack houses of Huguosi Street and the halal kitchens of Niujie.</p>
<h2>Roast duck: open oven or closed</h2>
<p><a href="https://en.wikipedia.org/wiki/Peking_duck">Peking duck</a> comes in two schools. The hung-oven style, made famous by Quanjude, roasts the bird over an open fruitwood fire for crackling skin with a faint smoky sweetness. The closed-oven style kept alive by Bianyifang cooks it in the heat stored in the oven walls, for glossy skin and softer meat. Both are worth trying.</p>
<ul>
<li>Try the first slices of skin on their own, dipped in a little white sugar: they melt away. It is the old Beijing way.</li>
<li>Spread sweet bean sauce on a thin pancake, add slivers of spring onion and cucumber and a few slices of duck, and roll it up tight.</li>
<li>Ask the kitchen to turn the carcass into soup or fry it with salt and pepper rather than leaving it behind.</li>
</ul>
<figure><img src="scene:street-food" alt="A snack shop at the end of a hutong, with steaming baskets and rows of pastries on the counter"><figcaption>Hutong snack shops are busiest in the early morning and at dusk.</figcaption></figure>
<h2>What to eat in the hutongs</h2>
<p><em>Zhajiangmian</em>, noodles with fried soybean paste, comes with a plate of toppings to mix in: cucumber, bean sprouts, green soybeans and shredded radish. Offal stew with bread and quick-boiled tripe with sesame sauce are old Beijing favourites. For something sweet there are rolled glutinous rice cakes in soybean flour, pea cake and stuffed rice balls, and in winter the streets sell candied hawthorn on sticks. Fermented mung bean milk with fried dough rings is the most famous breakfast of all, and the hardest to love, so start with a small bowl.</p>
<blockquote>Whether you take to mung bean milk is a matter of fate. If you don't, there is no shame in it: eat the dough ring and smile.</blockquote>
<p>At the Ziyuan Hotel Wangfujing, the Chinese restaurant roasts its duck to order, so book a day ahead. Breakfast at the Shichahai Courtyard Inn Beijing is soy milk, fried dough sticks and steamed buns; afterwards, walk towards Houhai and Huguosi Street and you will pass snack shops all the way.</p>`,
    },
  },
  {
    key: 'chengdu-hotpot-and-noodles',
    channel: 'food',
    daysAgo: 58,
    tags: ['成都', '美食', '夜生活'],
    cover: 'noodles',
    'zh-cn': {
      title: '成都吃什么：一锅红汤，几碗小面',
      summary: '晚上围着牛油红锅涮毛肚，白天在街边馆子吃担担面、甜水面和钟水饺。给第一次来成都的人一份点菜提示。',
      content: `<p>成都人吃饭，讲的是一个“巴适”。晚上呼朋唤友围坐一口翻滚的红锅，白天一个人进街边小馆，一碗面、一碗抄手就能打发。</p>
<h2>火锅：先点这几样</h2>
<p><a href="https://zh.wikipedia.org/wiki/火锅">火锅</a>的锅底多是牛油红汤，九宫格的中间一格火最旺，适合烫毛肚、鸭肠这类一烫就熟的，四周的格子慢慢煮土豆、藕片和肉丸。怕辣的话点鸳鸯锅，一半清汤一半红汤。</p>
<ul>
<li><strong>毛肚</strong>：筷子夹着在红汤里“七上八下”，十几秒就捞，口感脆。</li>
<li><strong>鸭肠、黄喉</strong>：同样是烫一下就吃，煮久了会嚼不动。</li>
<li><strong>嫩牛肉、耗儿鱼</strong>：牛肉腌得嫩滑，耗儿鱼多煮一会儿更入味。</li>
<li><strong>蘸碟</strong>：香油碟加蒜泥、葱花和香菜，能压住辣，也能给烫好的菜降降温。</li>
</ul>
<p>吃到一半嘴里发麻，就来一碗红糖冰粉，这是成都火锅店的标配。</p>
<figure><img src="scene:noodles" alt="一碗红油面条，上面撒着花生碎和葱花"><figcaption>成都的面馆，一碗面往往只卖十几块。</figcaption></figure>
<h2>面和抄手</h2>
<p>担担面是干拌面，碗底是红油、芽菜和炒得酥香的肉臊，拌匀再吃。甜水面的面条粗得像筷子，淋上甜口的复制酱油和红油，甜、辣、香都有。钟水饺和龙抄手都是老字号，前者浇红油甜酱，后者清汤红油都有。一个人想吃火锅，就去吃冒菜，当地人管它叫“一个人的火锅”。</p>
<blockquote>在成都，辣只是开场，麻和香才是后劲。</blockquote>
<p>住在成都春熙蜀锦酒店，步行几分钟就有一整条街的火锅店；成都文殊坊客栈附近则是小吃扎堆的地方，钟水饺、甜水面和三大炮都在步行范围内。</p>`,
    },
    en: {
      title: 'Eating in Chengdu: a pot of red broth and a few bowls of noodles',
      summary:
        "Dip tripe in a bubbling beef-tallow hotpot at night, and eat dandan noodles, sweet water noodles and dumplings in red oil by day. A first-timer's ordering guide.",
      content: `<p>Chengdu people take their pleasures seriously and their meals slowly. In the evening friends gather round a bubbling pot of red broth; in the daytime a bowl of noodles or wontons in a small shop is enough.</p>
<h2>Hotpot: what to order first</h2>
<p>Most Chengdu <a href="https://en.wikipedia.org/wiki/Hot_pot">hotpot</a> is a beef-tallow broth loaded with chillies and Sichuan pepper. In a nine-square pot the centre is the hottest: use it for things that cook in seconds, such as tripe and duck intestine, and let potatoes, lotus root and meatballs simmer in the outer squares. If you are wary of the heat, ask for a split pot, half plain broth and half red.</p>
<ul>
<li><strong>Beef tripe</strong>: hold it in the broth with your chopsticks, dipping it up and down for fifteen seconds or so, and it stays crunchy.</li>
<li><strong>Duck intestine and aorta</strong>: also just a quick dip; leave them in and they turn to rubber.</li>
<li><strong>Marinated beef and small fish</strong>: the beef is silky, and the fish improves with a few minutes more.</li>
<li><strong>The dip</strong>: sesame oil with crushed garlic, spring onion and coriander tames the chilli and cools each mouthful.</li>
</ul>
<p>When your lips start to tingle, order a bowl of bingfen, a cool jelly with brown sugar syrup that every hotpot place serves.</p>
<figure><img src="scene:noodles" alt="A bowl of noodles in chilli oil topped with crushed peanuts and spring onion"><figcaption>In Chengdu's noodle shops a bowl usually costs less than twenty yuan.</figcaption></figure>
<h2>Noodles and wontons</h2>
<p>Dandan noodles are served dry, over chilli oil, preserved mustard greens and crisp minced pork; mix well before you eat. Sweet water noodles are as thick as chopsticks, dressed in a sweet spiced soy sauce and chilli oil. Zhong dumplings and Long wontons are old names of the city: the first come in sweet red oil, the second in clear or spicy broth. On your own and craving hotpot? Try <em>maocai</em>, which locals call hotpot for one.</p>
<blockquote>In Chengdu the heat is only the opening act; the numbing tingle and the fragrance are what stay with you.</blockquote>
<p>From the Shujin Hotel Chunxi Road a whole street of hotpot restaurants is a few minutes' walk away, and the lanes around the Wenshu Lane Inn Chengdu are full of snack shops selling dumplings, sweet water noodles and <em>san da pao</em>, the rice balls thrown so they thud.</p>`,
    },
  },
  {
    key: 'xian-muslim-quarter-biangbiang',
    channel: 'food',
    daysAgo: 77,
    tags: ['西安', '美食', '小吃'],
    cover: 'night-market',
    'zh-cn': {
      title: '回坊一条街，吃到扶墙出：西安小吃指南',
      summary: '泡馍要自己掰，肉夹馍要趁热，biangbiang面的字要数一数笔画。回民街之外，本地人更爱去洒金桥和大皮院。',
      content: `<p>西安人说的“回坊”，是钟鼓楼西北一片回族聚居的老街区。北院门一带游客最多，想吃得地道些，可以往西羊市、大皮院和洒金桥走，那里是本地人常去的地方。</p>
<h2>泡馍要自己掰</h2>
<p><a href="https://zh.wikipedia.org/wiki/羊肉泡馍">羊肉泡馍</a>上桌前，店家先给你一个硬实的饦饦馍，要自己掰成黄豆大小的碎块，掰得越细越入味。交给后厨时说清吃法：汤少的叫“干拔”，汤能喝一口的叫“口汤”，汤多的叫“水围城”。配一瓣糖蒜和一勺辣酱，解腻又提味。</p>
<figure><img src="scene:night-market" alt="夜晚灯火通明的小吃街，两侧摊位冒着热气"><figcaption>天黑以后的回坊，烤肉摊和甑糕摊前都排着队。</figcaption></figure>
<h2>一路吃过去</h2>
<ul>
<li><strong>腊牛肉夹馍</strong>：回坊里夹的是牛肉，白吉馍外脆里软，肉要剁碎带汁。</li>
<li><strong>灌汤包</strong>：皮薄汤多，先开窗、再喝汤。</li>
<li><strong>甑糕</strong>：糯米和红枣一层层蒸出来，甜而不腻，早上最新鲜。</li>
<li><strong>黄桂柿子饼</strong>：柿子和面煎得金黄，里面是黄桂糖馅，小心烫嘴。</li>
<li><strong>胡辣汤</strong>：西安的胡辣汤里有牛肉丸子和蔬菜，是很多人的早饭。</li>
</ul>
<h2>一碗biangbiang面</h2>
<p>biang字有五十多画，面条却简单粗犷：又宽又长，像一条裤带，一碗往往只装一根。浇上辣椒面和蒜末，热油一泼“滋啦”作响，再拌上醋和酱油，就是地道的油泼面吃法。</p>
<blockquote>西安人的一天，从一碗胡辣汤开始，到一碗油泼面结束。</blockquote>
<p>回坊里的店大多不卖酒，逛的时候也请尊重当地的饮食习惯。西安回坊青砖客栈就在北院门，出门就是小吃摊；住在西安钟楼唐韵酒店，走到回坊也只要几分钟。</p>`,
    },
    en: {
      title: "Xi'an's Muslim Quarter: a snack-by-snack guide",
      summary:
        'Break your own bread for the mutton soup, eat the roujiamo while it is hot and count the strokes in biang. Beyond the main street, locals head for Sajinqiao and Dapiyuan.',
      content: `<p>The Muslim Quarter, or <em>Huifang</em>, is the old Hui neighbourhood north-west of the Bell and Drum Towers. Beiyuanmen draws the biggest crowds; for food closer to what locals eat, wander on to Xiyangshi, Dapiyuan and Sajinqiao.</p>
<h2>Break your own bread</h2>
<p>Before your <a href="https://en.wikipedia.org/wiki/Yangrou_paomo">yangrou paomo</a> arrives, you are handed a dense round of flatbread to tear into pieces the size of a soybean; the smaller the pieces, the more broth they soak up. Then tell the kitchen how you like it: almost dry, with a mouthful of broth, or swimming in soup. Pickled sweet garlic and a spoonful of chilli sauce on the side cut through the richness.</p>
<figure><img src="scene:night-market" alt="A brightly lit snack street at night, with steam rising from the stalls on both sides"><figcaption>After dark there are queues at the kebab grills and the sticky rice stalls.</figcaption></figure>
<h2>Eating your way down the street</h2>
<ul>
<li><strong>Roujiamo</strong>: in the Muslim Quarter the bun is filled with chopped braised beef and its juices, the bread crisp outside and soft within.</li>
<li><strong>Soup dumplings</strong>: thin skins full of broth; bite a small hole and sip before you eat.</li>
<li><strong>Zenggao</strong>: layers of sticky rice and red dates steamed together, sweet but not cloying, and freshest in the morning.</li>
<li><strong>Persimmon cakes</strong>: persimmon dough fried golden around an osmanthus sugar filling. Mind your tongue.</li>
<li><strong>Hulatang</strong>: a peppery soup with beef meatballs and vegetables, breakfast for much of the city.</li>
</ul>
<h2>A bowl of biangbiang noodles</h2>
<p>The character for <em>biang</em> takes more than fifty strokes to write, but the <a href="https://en.wikipedia.org/wiki/Biangbiang_noodles">noodles</a> themselves are simple and hearty: wide and long like a belt, sometimes a single noodle to a bowl. Topped with chilli flakes and garlic, doused in smoking oil that sizzles as it hits, then tossed with vinegar and soy, they become <em>youpo mian</em>, the city's favourite.</p>
<blockquote>A Xi'an day starts with a bowl of hulatang and ends with a bowl of oil-splashed noodles.</blockquote>
<p>Most places in the quarter do not serve alcohol; please respect local customs as you wander. The Grey Brick Inn Huifang stands on Beiyuanmen with the stalls at its door, and from the Tangyun Hotel Bell Tower the quarter is only a few minutes' walk.</p>`,
    },
  },
  {
    key: 'guangzhou-morning-tea',
    channel: 'food',
    daysAgo: 96,
    tags: ['广州', '美食', '茶'],
    cover: 'tea-house',
    'zh-cn': {
      title: '广州叹早茶：一盅两件，慢慢来',
      summary: '虾饺、烧卖、叉烧包、肠粉，再泡一壶普洱。去广州的茶楼坐一个上午，顺便学会用手指“叩谢”。',
      content: `<p>广州人说“饮茶”，其实重点在点心。一盅茶、两件点心，老街坊能在茶楼里坐上一整个上午，看报纸、聊家常，这就叫“叹早茶”。</p>
<h2>先点茶，再点心</h2>
<p>坐下后服务员会先问喝什么茶。常见的有普洱、铁观音、菊普（菊花加普洱）和寿眉，油腻的点心吃多了，普洱最解腻。茶楼一般按人收茶位费。点心多数是勾点心纸，也有推车在厅里转。</p>
<ul>
<li><strong>虾饺</strong>：澄面皮晶莹透亮，能隐约看到里面整只的虾仁，是考一家茶楼手艺的第一道。</li>
<li><strong>干蒸烧卖</strong>：猪肉和虾仁做馅，顶上一点蟹籽。</li>
<li><strong>叉烧包</strong>：蒸好后顶上裂开三道口，广州人叫“开口笑”。</li>
<li><strong>肠粉</strong>：米浆蒸成薄皮，卷上牛肉、虾仁或叉烧，淋甜豉油。</li>
<li><strong>豉汁凤爪、萝卜糕、流沙包</strong>：一咸一香一甜，适合收尾。</li>
</ul>
<figure><img src="scene:tea-house" alt="茶楼里的圆桌，桌上摆着茶壶和几笼点心"><figcaption>周末早上七点前后，老茶楼门口就开始排队。</figcaption></figure>
<h2>茶桌上的小规矩</h2>
<p>别人给你斟茶时，用食指和中指在桌上轻叩两三下，表示感谢，这就是“叩指礼”。茶壶里没水了，把壶盖掀开斜放在壶口，服务员看到就会来续水。</p>
<blockquote>一盅两件，叹世界。——这是老广对早茶最朴素的形容。</blockquote>
<p>陶陶居、莲香楼都是百年老字号，广州酒家也有几十年历史，荔湾湖边的泮溪酒家还有园林可看。住在广州沙面洋楼酒店，过桥就是上下九，附近的茶楼走路就能到；周末想少排队，记得早点出门。想了解更多点心，可以看看<a href="https://zh.wikipedia.org/wiki/虾饺">虾饺</a>的词条。</p>`,
    },
    en: {
      title: 'Morning tea in Guangzhou: one pot, two dim sum, no hurry',
      summary:
        'Har gow, siu mai, char siu buns and rice rolls, with a pot of pu-erh. Spend a morning in a Guangzhou teahouse and learn to say thank you with your fingers.',
      content: `<p>When Guangzhou people talk about going for tea, they really mean <a href="https://en.wikipedia.org/wiki/Dim_sum">dim sum</a>. A pot of tea and two baskets, <em>yat zung loeng gin</em>, can keep an old neighbour at the table all morning with a newspaper and a good gossip. Locals call it savouring tea.</p>
<h2>Order the tea, then the dim sum</h2>
<p>As you sit down you will be asked which tea you want. Pu-erh, tieguanyin, chrysanthemum pu-erh and shoumei white tea are the usual choices, and pu-erh is the one that cuts through the fried things. Teahouses charge a small tea fee per person. Most dim sum is ordered by ticking a paper menu, though some places still push trolleys round the room.</p>
<ul>
<li><strong>Har gow</strong>: translucent wheat-starch wrappers that show the whole shrimp inside. It is the dish that tests a teahouse's kitchen.</li>
<li><strong>Siu mai</strong>: pork and shrimp, topped with a dot of fish roe.</li>
<li><strong>Char siu bao</strong>: steamed buns that split open on top, which locals say makes them smile.</li>
<li><strong>Cheung fun</strong>: sheets of steamed rice batter rolled around beef, shrimp or barbecue pork, with sweet soy poured over.</li>
<li><strong>Chicken feet in black bean sauce, turnip cake and custard buns</strong>: savoury, crisp and sweet, a good way to finish.</li>
</ul>
<figure><img src="scene:tea-house" alt="A round table in a teahouse with a teapot and several bamboo steamers"><figcaption>At weekends the queue at the old teahouses starts around seven in the morning.</figcaption></figure>
<h2>Small customs at the table</h2>
<p>When someone pours your tea, tap two fingers lightly on the table two or three times to say thank you. When the pot runs dry, leave its lid tilted open on the rim and a waiter will come to refill it.</p>
<blockquote>One pot, two baskets, and the world can wait: that is morning tea as the old Cantonese describe it.</blockquote>
<p>Taotaoju and Lianxianglou have been serving dim sum for well over a century, Guangzhou Restaurant for almost as long, and Panxi Restaurant by Liwan Lake comes with a garden. From the Shamian Heritage Hotel Guangzhou, the Shangxiajiu shopping street is just over the bridge and several teahouses are within walking distance; at weekends, go early to skip the queue. For more, the <a href="https://en.wikipedia.org/wiki/Yum_cha">yum cha</a> article is a good start.</p>`,
    },
  },
  {
    key: 'tokyo-depachika-and-ramen',
    channel: 'food',
    daysAgo: 115,
    tags: ['东京', '美食', '购物'],
    cover: 'noodles',
    'zh-cn': {
      title: '东京吃什么：百货地下一层，和一碗拉面',
      summary: '百货公司的地下食品层是东京最好逛的“菜市场”；拉面店则从买一张食券开始。给第一次去东京的人几条实用提示。',
      content: `<p>在东京，最省心的一顿饭往往不在餐厅，而在百货公司的地下一层。日本人把这里叫作“デパ地下”（百货地下），便当、熟食、和果子、洋果子、生鲜和酒一应俱全，像一座精致的菜市场。</p>
<h2>逛百货地下的几条提示</h2>
<ul>
<li>新宿的伊势丹、银座的三越都以地下食品层闻名，工作日上午人最少。</li>
<li>很多柜台提供试吃，尝过再买不失礼，但别一路吃下去不买。</li>
<li>闭店前一小时左右，便当和熟食会陆续贴上折扣标签，适合买回酒店当晚饭。</li>
<li>和果子讲究季节，春天有樱饼，秋天有栗子做的点心，买来送人也体面。</li>
</ul>
<figure><img src="scene:noodles" alt="一碗酱油拉面，汤色清亮，上面铺着叉烧、溏心蛋和葱花"><figcaption>东京拉面的老派做法是酱油汤底，清爽不油腻。</figcaption></figure>
<h2>一碗拉面</h2>
<p><a href="https://zh.wikipedia.org/wiki/日本拉面">日本拉面</a>按汤底大致分酱油、盐、味噌和豚骨四种，东京的老派“中华そば”多是酱油汤底。沾面则是把面和浓汤分开上，夹面蘸汤吃，夏天尤其受欢迎。东京站地下有一条拉面街，几家名店集中在一起，赶车前也能吃一碗。</p>
<ol>
<li>进门先在食券机上选好面和加料再付钱，不少机器只收现金，新一些的也能刷交通卡。</li>
<li>把食券交给店员，可以说明面条要硬一点或软一点。</li>
<li>吃面出声不算失礼，但吃完别久坐，门口往往还有人在等。</li>
</ol>
<blockquote>在东京，一个人吃饭从来不会尴尬：吧台座位，就是为一个人准备的。</blockquote>
<p>住在东京银座花月酒店，走几步就是银座的百货公司；东京新宿霞庭酒店离新宿站西口约八分钟，站前和西新宿一带拉面店很多，深夜也能吃到热汤面。</p>`,
    },
    en: {
      title: 'Eating in Tokyo: the department store basement and a bowl of ramen',
      summary:
        "Tokyo's department store food halls are the city's most elegant market, and a ramen meal starts at the ticket machine. Practical tips for a first visit.",
      content: `<p>In Tokyo, the easiest good meal is often not in a restaurant at all but in the basement of a department store. The Japanese call these food halls <a href="https://en.wikipedia.org/wiki/Depachika">depachika</a>, and they hold everything from bento and ready-made dishes to Japanese sweets, French pastries, fresh produce and sake: a very polished food market.</p>
<h2>Tips for the food halls</h2>
<ul>
<li>Isetan in Shinjuku and Mitsukoshi in Ginza are famous for their food floors; weekday mornings are the quietest.</li>
<li>Many counters offer tastings. Trying before you buy is perfectly polite; grazing your way through without buying is not.</li>
<li>About an hour before closing, bento and prepared dishes get discount stickers, which makes for an easy dinner back at the hotel.</li>
<li>Japanese sweets follow the seasons, with cherry leaf mochi in spring and chestnut confections in autumn, and they make a good gift.</li>
</ul>
<figure><img src="scene:noodles" alt="A bowl of soy sauce ramen in clear broth, topped with pork, a soft-boiled egg and spring onion"><figcaption>The old Tokyo style is a soy sauce broth, clear and light.</figcaption></figure>
<h2>A bowl of ramen</h2>
<p><a href="https://en.wikipedia.org/wiki/Ramen">Ramen</a> broths fall roughly into four families: soy sauce, salt, miso and pork bone. Tokyo's old-school <em>chuka soba</em> is mostly soy-based. <em>Tsukemen</em> serves the noodles and a rich dipping broth separately, and it is especially popular in summer. Under Tokyo Station there is a ramen street where several well-known shops sit side by side, handy before a train.</p>
<ol>
<li>Choose your noodles and extras at the ticket machine by the door and pay there; many machines take cash only, though newer ones accept transit cards.</li>
<li>Hand the ticket to the staff; you can ask for your noodles firmer or softer.</li>
<li>Slurping is fine, lingering less so: when you finish, give up your seat to the people waiting outside.</li>
</ol>
<blockquote>Eating alone in Tokyo is never awkward: the counter seats are made for one.</blockquote>
<p>The department stores of Ginza are a few steps from the Hanatsuki Hotel Ginza. The Kasumi Hotel Shinjuku is eight minutes from the west exit of Shinjuku Station, where ramen shops are everywhere and a hot bowl is easy to find late at night.</p>`,
    },
  },
  // ── Hotel news ────────────────────────────────────────────────────────────────────────────────────────────────
  {
    key: 'sanya-members-winter-early-booking',
    channel: 'hotel-news',
    daysAgo: 2,
    featured: true,
    tags: ['三亚', '会员', '优惠', '海岛'],
    cover: 'beach',
    'zh-cn': {
      title: '三亚冬季会员早订礼遇：提前三十天预订，延迟退房',
      summary: '冬天是三亚最抢手的季节。会员提前三十天预订亚龙湾和三亚湾两家酒店，可享延迟退房和欢迎水果，房价不变。',
      content: `<p>每年入冬以后，北方的寒风一起，三亚的房间就开始紧俏，春节前后更是一房难求。为了让早做计划的会员住得更从容，三亚亚龙湾椰林度假酒店和三亚湾海月酒店推出冬季会员早订礼遇。</p>
<h2>礼遇内容</h2>
<ul>
<li>登录会员账户后，入住日期前至少三十天在本站完成预订，即可享受礼遇。</li>
<li>退房时间可延迟至下午两点（视当日房态安排，请在入住时向前台确认）。</li>
<li>入住当天房间里备有一份海南时令水果，芒果、莲雾、菠萝蜜，随季节而定。</li>
<li>房价按页面显示的价格结算，不另加价；预订积分照常累计。</li>
</ul>
<figure><img src="scene:beach" alt="清晨的海滩，椰树下摆着几张空着的躺椅"><figcaption>冬天的三亚，早上的海水已经暖得可以下水。</figcaption></figure>
<h2>两家酒店怎么选</h2>
<p>带孩子出行，推荐三亚亚龙湾椰林度假酒店：酒店直通<a href="https://zh.wikipedia.org/wiki/亚龙湾">亚龙湾</a>白沙滩，海水平缓适合浮潜，园区里有三个泳池和儿童俱乐部，海景家庭房够一家人住。想看日落、行程又紧凑的，三亚湾海月酒店离凤凰机场约十五分钟车程，屋顶有无边泳池，免费机场接送需至少提前二十四小时预约。</p>
<blockquote>冬天去三亚，订房要趁早，机票也一样。</blockquote>
<p>礼遇适用于两家酒店的全部房型，不能与其他优惠叠加。入住时前台会根据订单核对礼遇；如有疑问，欢迎联系客服。</p>`,
    },
    en: {
      title: 'Sanya this winter: book 30 days ahead as a member for a late check-out',
      summary:
        'Winter is peak season in Sanya. Members who book either of our Yalong Bay or Sanya Bay hotels 30 days ahead get a late check-out and a welcome fruit plate, at the usual price.',
      content: `<p>As soon as the cold sets in up north, rooms in Sanya start to go, and around the Spring Festival they are hard to find at all. To reward members who plan early, the Palm Grove Resort Yalong Bay and the Haiyue Hotel Sanya Bay are offering a winter early-booking benefit.</p>
<h2>What you get</h2>
<ul>
<li>Sign in to your member account and book on this site at least 30 days before your arrival date.</li>
<li>Check out as late as 2pm, subject to availability on the day; please confirm at the front desk when you arrive.</li>
<li>Find a plate of Hainan fruit in your room on arrival: mango, wax apple or jackfruit, depending on the season.</li>
<li>You pay the price shown on the booking page, nothing more, and earn booking points as usual.</li>
</ul>
<figure><img src="scene:beach" alt="A beach in the early morning, with empty loungers under the palm trees"><figcaption>Even in winter, the sea in Sanya is warm enough for a morning swim.</figcaption></figure>
<h2>Which hotel suits you</h2>
<p>Travelling with children? Choose the Palm Grove Resort Yalong Bay. It opens straight onto the white sand of <a href="https://en.wikipedia.org/wiki/Yalong_Bay">Yalong Bay</a>, where the calm water is good for snorkelling, the grounds have three pools and a kids' club, and the Sea View Family Room sleeps the whole family. For sunsets and short trips, the Haiyue Hotel Sanya Bay is fifteen minutes from Phoenix Airport, has an infinity pool on the roof and offers free airport transfers, which must be booked at least 24 hours ahead.</p>
<blockquote>For Sanya in winter, book your room early, and your flights too.</blockquote>
<p>The benefit applies to every room type at both hotels and cannot be combined with other offers. The front desk checks the benefit against your booking when you arrive; if anything is unclear, our customer service team is happy to help.</p>`,
    },
  },
  {
    key: 'riverside-bund-river-view-rooms-refreshed',
    channel: 'hotel-news',
    daysAgo: 14,
    tags: ['上海', '住宿'],
    cover: 'skyline',
    'zh-cn': {
      title: '上海外滩江岸酒店江景房焕新，窗边多了一张阅读榻',
      summary: '江景豪华大床房完成焕新：换了床垫和遮光帘，窗边加了一张能看黄浦江的阅读榻，老银行大楼的铜框窗原样保留。',
      content: `<p>上海外滩江岸酒店由上世纪二十年代的一栋银行大楼改建而成。今年秋天，酒店完成了江景豪华大床房的焕新，客房已全部恢复开放，房型和价格都没有变化。</p>
<h2>这次改了什么</h2>
<ul>
<li>换上了新床垫和羽绒枕，床头增加了可调光的阅读灯和充电口。</li>
<li>老式铜框窗原样保留，内侧加装了一层隔音玻璃，临街的车声小了很多。</li>
<li>窗边新设一张阅读榻，正对黄浦江和对岸的陆家嘴。</li>
<li>遮光帘换成了双层，想睡懒觉的客人不会再被清晨的阳光叫醒。</li>
</ul>
<figure><img src="scene:skyline" alt="黄昏时分的城市天际线，江对岸的高楼亮起了灯"><figcaption>从江景房的阅读榻上，正好能看到对岸陆家嘴亮灯。</figcaption></figure>
<h2>没有变的</h2>
<p>将近四米的层高、大理石浴室和独立浴缸都保留了下来。设计团队说，这次焕新的原则是“只动看不见的地方，和坐下来会用到的地方”，让老建筑的气质留在原处。</p>
<blockquote>推开窗，还是那条江；坐下来，比以前更舒服了一点。</blockquote>
<p>江景豪华大床房可以直接在酒店页面预订。住店期间，礼宾部可以代订<a href="https://zh.wikipedia.org/wiki/外滩">外滩</a>游船和沪上老馆子，顶楼的露台酒吧营业到凌晨一点。</p>`,
    },
    en: {
      title: 'River view rooms refreshed at The Riverside Bund Hotel Shanghai',
      summary:
        "The Deluxe King, River View has new mattresses, blackout curtains and a window seat facing the Huangpu, while the old bank building's brass-framed windows stay as they were.",
      content: `<p>The Riverside Bund Hotel Shanghai occupies a 1920s bank building on the Bund. This autumn the hotel finished refreshing its Deluxe King, River View rooms, which are all back in service with the same layout and the same prices.</p>
<h2>What has changed</h2>
<ul>
<li>New mattresses and down pillows, with dimmable reading lights and charging points at the bedhead.</li>
<li>The original brass-framed windows stay, with a layer of secondary glazing inside that takes the edge off the traffic below.</li>
<li>A new window seat looks straight across the Huangpu to Lujiazui.</li>
<li>Double blackout curtains, so late sleepers are no longer woken by the early sun.</li>
</ul>
<figure><img src="scene:skyline" alt="A city skyline at dusk, with the towers across the river lighting up"><figcaption>From the window seat you can watch Lujiazui light up across the river.</figcaption></figure>
<h2>What has not</h2>
<p>The ceilings of almost four metres, the marble bathrooms and the separate bathtubs are all still there. The brief for the refresh was to change only what guests do not see and what they sit or sleep on, and to leave the character of the old building where it was.</p>
<blockquote>Open the window and it is the same river; sit down and it is a little more comfortable than before.</blockquote>
<p>The Deluxe King, River View can be booked on the hotel's page. During your stay the concierge can arrange a river cruise along <a href="https://en.wikipedia.org/wiki/The_Bund">the Bund</a> or a table at an old local favourite, and the terrace bar on the top floor stays open until 1am.</p>`,
    },
  },
  {
    key: 'hanatsuki-ginza-sakura-afternoon-tea',
    channel: 'hotel-news',
    daysAgo: 30,
    tags: ['东京', '茶', '美食'],
    cover: 'tea-house',
    'zh-cn': {
      title: '东京银座花月酒店春季樱花下午茶',
      summary: '樱花季里，酒店茶廊推出限定下午茶：樱饼、草莓甜点、抹茶和一杯樱花茶，花期结束即止。',
      content: `<p>每到春天樱花开放的几周，东京银座花月酒店的茶廊都会换上一套樱花主题的下午茶。三层点心架上，甜的、咸的、和风的、洋风的都有，配一壶茶可以坐上一个下午。</p>
<h2>点心架上有什么</h2>
<ul>
<li><strong>樱饼</strong>：粉色的糯米皮包红豆馅，外面裹一片盐渍樱叶，咸甜之间带一点樱叶的清香。</li>
<li><strong>草莓甜点</strong>：春天正是日本草莓最甜的时候，做成小蛋糕和挞。</li>
<li><strong>司康</strong>：配樱花果酱和凝脂奶油。</li>
<li><strong>咸点</strong>：鸡蛋三明治和时令蔬菜小食。</li>
</ul>
<p>饮品可以选抹茶、煎茶或红茶，每位客人还会收到一杯樱花茶：盐渍的樱花放进热水里，慢慢在杯中展开。</p>
<figure><img src="scene:tea-house" alt="茶室窗边的小桌上摆着三层点心架和一壶热茶"><figcaption>樱花季的下午，茶廊靠窗的座位最抢手。</figcaption></figure>
<h2>预订提示</h2>
<p>下午茶只在樱花季供应，具体结束时间随当年花期而定。茶廊座位不多，周末建议提前在前台或通过礼宾部预订，住店客人优先安排。吃完下午茶，步行十分钟就是筑地场外市场，沿中央通逛<a href="https://zh.wikipedia.org/wiki/银座">银座</a>的老牌百货也很方便。</p>
<blockquote>樱花只开几周，这份下午茶也一样。</blockquote>`,
    },
    en: {
      title: 'A cherry blossom afternoon tea at the Hanatsuki Hotel Ginza',
      summary:
        'For the few weeks of sakura season, the tea lounge serves a special afternoon tea of cherry leaf mochi, strawberry pastries, matcha and a cup of cherry blossom tea.',
      content: `<p>For the few weeks each spring when the cherry trees are in flower, the tea lounge at the Hanatsuki Hotel Ginza changes its afternoon tea to a sakura theme. The three-tier stand mixes sweet and savoury, Japanese and Western, and with a pot of tea it easily fills an afternoon.</p>
<h2>On the stand</h2>
<ul>
<li><strong>Sakura mochi</strong>: pink rice cake around sweet red bean paste, wrapped in a salted cherry leaf that gives it a faint, herbal perfume.</li>
<li><strong>Strawberry pastries</strong>: spring is when Japanese strawberries are sweetest, and they go into small cakes and tarts.</li>
<li><strong>Scones</strong>: with cherry blossom jam and clotted cream.</li>
<li><strong>Savouries</strong>: egg sandwiches and small dishes of seasonal vegetables.</li>
</ul>
<p>Choose matcha, sencha or black tea, and every guest also gets a cup of <em>sakurayu</em>: a salted cherry blossom that slowly opens in hot water.</p>
<figure><img src="scene:tea-house" alt="A three-tier stand and a pot of tea on a small table by a window"><figcaption>In sakura season, the window tables are the first to go.</figcaption></figure>
<h2>Booking</h2>
<p>The afternoon tea is served only during the blossom season, and when it ends depends on the flowers that year. The lounge is small, so at weekends book ahead with reception or the concierge; hotel guests are seated first. Afterwards, the Tsukiji outer market is a ten-minute walk away, and the old department stores of <a href="https://en.wikipedia.org/wiki/Ginza">Ginza</a> line Chuo-dori right outside.</p>
<blockquote>The blossom lasts only a few weeks, and so does this afternoon tea.</blockquote>`,
    },
  },
  {
    key: 'hongqiao-transit-shuttle-update',
    channel: 'hotel-news',
    daysAgo: 47,
    tags: ['上海', '交通', '住宿'],
    cover: 'train',
    'zh-cn': {
      title: '上海虹桥枢纽商旅酒店班车延长运营，深夜落地可预约接站',
      summary: '免费班车在原有线路上延长了晚间运营时间，末班车之后落地的航班和到站的高铁，可以提前预约接站。',
      content: `<p>上海虹桥枢纽商旅酒店离虹桥机场1号航站楼约两公里，不少客人都是赶早班机或者深夜落地才来住一晚。从本季起，酒店调整了免费班车的安排，晚到的客人也不用再在出租车候车区排长队。</p>
<h2>班车怎么坐</h2>
<ol>
<li>班车仍然每半小时一班，早上六点发出第一班，往返酒店、虹桥机场1号航站楼和虹桥火车站（2号航站楼方向）。</li>
<li>晚间的末班车由原来的晚上九点半延后到十一点。</li>
<li>十一点以后落地或到站的客人，可以在订单备注里写上航班号或车次，或者入住前一天致电前台预约，酒店会安排车辆接站。</li>
</ol>
<p>班车和预约接站都不收费。航班延误时，前台会按实际到达时间调整，请保持手机畅通。</p>
<figure><img src="scene:train" alt="灯光明亮的高铁站台，一列高速列车停靠在站"><figcaption>从虹桥火车站出站，班车停靠点就在交通中心的到达层。</figcaption></figure>
<h2>给赶早班机的客人</h2>
<p>早上六点前要出发的客人，前台可以提前准备打包早餐；退房时间是下午一点，晚班机的客人也能从容收拾。想进市区，出门坐地铁10号线就行。</p>
<blockquote>早班机不必天不亮就出门，晚班机也不用在机场熬到半夜。</blockquote>
<p>关于<a href="https://zh.wikipedia.org/wiki/上海虹桥国际机场">虹桥机场</a>的航站楼分布，出发前可以先查一查，别走错了航站楼。</p>`,
    },
    en: {
      title: 'Later shuttles and late-night pick-ups at the Hongqiao Transit Hotel',
      summary:
        'The free shuttle now runs later into the evening, and guests landing or arriving by train after the last run can book a pick-up in advance.',
      content: `<p>The Hongqiao Transit Hotel Shanghai is about two kilometres from Terminal 1 at Hongqiao Airport, and many guests stay just one night, before an early flight or after a late landing. This season the hotel has changed its free shuttle so that late arrivals no longer have to queue at the taxi rank.</p>
<h2>How the shuttle works</h2>
<ol>
<li>The shuttle still runs every half hour from 6am between the hotel, Terminal 1 and Hongqiao railway station (the Terminal 2 side).</li>
<li>The last evening run is now at 11pm instead of 9.30pm.</li>
<li>If you land or arrive by train after 11pm, add your flight or train number to the booking notes, or call reception the day before, and a car will meet you.</li>
</ol>
<p>Both the shuttle and the pick-ups are free. If your flight is delayed, reception will follow the actual arrival time, so keep your phone on.</p>
<figure><img src="scene:train" alt="A brightly lit platform with a high-speed train standing at it"><figcaption>From Hongqiao railway station, the shuttle stops on the arrivals level of the transport hub.</figcaption></figure>
<h2>For early flights</h2>
<p>If you need to leave before 6am, reception can have a breakfast box ready for you. Check-out is at 1pm, so guests on evening flights need not rush either. For the city centre, metro line 10 is right outside.</p>
<blockquote>No more leaving in the dark for an early flight, or waiting at the airport until midnight for a late one.</blockquote>
<p>Check which terminal your flight uses at <a href="https://en.wikipedia.org/wiki/Shanghai_Hongqiao_International_Airport">Hongqiao Airport</a> before you set off; the two are a metro stop apart.</p>`,
    },
  },
  {
    key: 'qujiang-pagoda-summer-family-package',
    channel: 'hotel-news',
    daysAgo: 66,
    tags: ['西安', '亲子', '住宿', '博物馆'],
    cover: 'museum',
    'zh-cn': {
      title: '西安曲江雁塔酒店暑期亲子套餐：住家庭房，学做皮影',
      summary: '暑假带孩子来西安，亲子家庭房加早餐，周末有皮影手工课，礼宾部帮忙预约陕西历史博物馆。',
      content: `<p>西安曲江雁塔酒店离大雁塔北广场只有几分钟路程，一向受带孩子出游的家庭欢迎。今年暑假，酒店推出亲子套餐，把住、吃、玩和看博物馆的安排串在一起。</p>
<h2>套餐包括</h2>
<ul>
<li>亲子家庭房：一张大床加一张儿童床，房间里备好玩具和绘本。</li>
<li>每天两位大人的自助早餐；1.2米以下的儿童吃早餐本来就免费。</li>
<li>周末的儿童手工课，这个暑假的主题是陕西皮影：孩子们自己描样、上色、装杆，做好的小皮影可以带回家。</li>
<li>一本讲玄奘西行取经的儿童绘本，看完再去<a href="https://zh.wikipedia.org/wiki/大雁塔">大雁塔</a>，孩子会更有兴趣。</li>
</ul>
<figure><img src="scene:museum" alt="博物馆展厅里，玻璃展柜中陈列着古代陶俑"><figcaption>陕西历史博物馆的馆藏从史前延续到明清，周秦汉唐的文物最为精彩。</figcaption></figure>
<h2>看博物馆要提前约</h2>
<p>暑假是陕西历史博物馆最热门的时候，门票需要提前在官方渠道实名预约。套餐客人可以把出行日期和同行人信息交给礼宾部，由礼宾部提醒放票时间并协助预约；兵马俑一日游也可以请礼宾部代订。</p>
<blockquote>白天看文物，傍晚去北广场看音乐喷泉，晚上回酒店泡泳池——这是很多家庭在曲江的一天。</blockquote>
<p>酒店的室外泳池在暑期开放，儿童区有浅水池。套餐价格以预订页面显示为准，可在酒店页面的“亲子家庭房”下预订。</p>`,
    },
    en: {
      title: "Summer for families at the Qujiang Pagoda Hotel Xi'an",
      summary:
        "Bring the children to Xi'an this summer: a Family Room with breakfast, a shadow puppet workshop at weekends, and help booking the Shaanxi History Museum.",
      content: `<p>The Qujiang Pagoda Hotel Xi'an is a few minutes' walk from the north square of the Big Wild Goose Pagoda and has long been popular with families. This summer it is offering a family package that puts the room, the meals, the activities and the museum visits together.</p>
<h2>What is included</h2>
<ul>
<li>A Family Room with a king bed and a children's bed, and toys and picture books waiting in the room.</li>
<li>The breakfast buffet every morning for two adults; children under 1.2 metres eat free anyway.</li>
<li>The weekend craft sessions for children, which this summer are about Shaanxi shadow puppets: the children trace, colour and assemble their own small puppet to take home.</li>
<li>A picture book about the monk Xuanzang and his journey to India, good reading before a visit to the <a href="https://en.wikipedia.org/wiki/Giant_Wild_Goose_Pagoda">Big Wild Goose Pagoda</a>, which was built to hold the scriptures he brought back.</li>
</ul>
<figure><img src="scene:museum" alt="A museum gallery with ancient pottery figures in glass cases"><figcaption>The Shaanxi History Museum's collection runs from prehistory to the Qing, and is richest in the Zhou, Qin, Han and Tang.</figcaption></figure>
<h2>Book the museum early</h2>
<p>Summer is the busiest time at the Shaanxi History Museum, and tickets have to be reserved in advance through its official channels with each visitor's ID. Package guests can give their dates and party details to the concierge, who will tell them when tickets are released and help with the booking. The concierge can also arrange a day trip to the Terracotta Army.</p>
<blockquote>Relics in the morning, the fountain show on the north square at dusk, the pool before bed: that is a day in Qujiang for many families.</blockquote>
<p>The outdoor pool is open through the summer, with a shallow pool for the youngest. The package price is the one shown on the booking page; look for it under the Family Room on the hotel's page.</p>`,
    },
  },
  {
    key: 'qiju-sanlitun-rooftop-reopens',
    channel: 'hotel-news',
    daysAgo: 88,
    tags: ['北京', '夜生活', '住宿'],
    cover: 'skyline',
    'zh-cn': {
      title: '北京三里屯栖居酒店屋顶酒吧春季重新开放',
      summary: '过了一个冬天，屋顶酒吧换了新遮阳篷和绿植，周五周六有现场音乐，夏天照例营业到午夜。',
      content: `<p>北京的冬天风大，北京三里屯栖居酒店的屋顶酒吧每年入冬后都会歇业一段时间。今年开春，屋顶重新开放，趁着歇业期间做了一些改动。</p>
<h2>屋顶上的新变化</h2>
<ul>
<li>加装了可收放的遮阳篷，初夏的下午也能坐得住。</li>
<li>沿栏杆种了一圈耐旱的绿植，春天还有几盆丁香。</li>
<li>酒单上多了几款无酒精饮品和本地精酿，不喝酒的朋友也有得选。</li>
<li>狗狗可以上屋顶，请全程牵绳，吧台备有狗碗。</li>
</ul>
<figure><img src="scene:skyline" alt="傍晚的屋顶露台，远处是亮起灯的高楼"><figcaption>天黑前后，屋顶上能看到三里屯一带亮灯。</figcaption></figure>
<h2>营业时间和音乐</h2>
<p>春秋两季营业到晚上十一点，夏天照例开到午夜。周五和周六晚上有现场音乐，住在低楼层的客人可能会听到一些声音，怕吵的话可以在预订时备注要高楼层的房间。</p>
<blockquote>北京最好的季节很短，春末和秋天，值得在屋顶上多坐一会儿。</blockquote>
<p>如果想把露台留给自己，可以预订顶层的露台大床房，房间自带私人露台，含早餐。从酒店出门，<a href="https://zh.wikipedia.org/wiki/三里屯">三里屯</a>的买手店和使馆区的林荫路都在步行范围内。</p>`,
    },
    en: {
      title: 'The rooftop bar at the Qiju Hotel Sanlitun reopens for spring',
      summary:
        'After the winter break the rooftop has a new awning and planting, live music on Friday and Saturday nights, and opens until midnight in summer as before.',
      content: `<p>Winters in Beijing are windy, and the rooftop bar at the Qiju Hotel Sanlitun closes for part of them each year. It has now reopened for spring, with a few changes made during the break.</p>
<h2>What is new on the roof</h2>
<ul>
<li>A retractable awning, so early summer afternoons are comfortable too.</li>
<li>A border of hardy plants along the railings, with pots of lilac in spring.</li>
<li>A few alcohol-free drinks and local craft beers on the list, so there is something for everyone.</li>
<li>Dogs are welcome on the roof on a lead, and the bar keeps water bowls.</li>
</ul>
<figure><img src="scene:skyline" alt="A rooftop terrace at dusk, with lit towers in the distance"><figcaption>Around nightfall you can watch the lights come on across Sanlitun.</figcaption></figure>
<h2>Opening hours and music</h2>
<p>In spring and autumn the bar is open until 11pm, and in summer until midnight as before. There is live music on Friday and Saturday nights, which guests on the lower floors may hear; if you are a light sleeper, ask for a higher floor when you book.</p>
<blockquote>Beijing's best seasons are short. Late spring and autumn are worth an extra hour on a roof.</blockquote>
<p>To have a terrace all to yourself, book the Terrace King on the top floor, which comes with its own terrace and breakfast. The independent shops of <a href="https://en.wikipedia.org/wiki/Sanlitun">Sanlitun</a> and the leafy streets of the embassy district are all within walking distance.</p>`,
    },
  },
  {
    key: 'longjing-lodge-greener-stays',
    channel: 'hotel-news',
    daysAgo: 108,
    tags: ['杭州', '自然', '住宿'],
    cover: 'mountain',
    'zh-cn': {
      title: '杭州龙井茶园山居的绿色住宿：少一点一次性用品',
      summary: '客房不再主动摆放一次性洗漱用品，改用可续装的瓶子；饮用水换成过滤水和玻璃瓶，餐厅的蔬菜大多来自村里。',
      content: `<p>杭州龙井茶园山居藏在龙井村的茶山和竹林之间，客人来这里，多半是冲着山里的空气和一杯好茶。这个季节起，山居在几件日常小事上做了调整，希望住得舒服的同时，也少给山里添一点负担。</p>
<h2>客房里的变化</h2>
<ul>
<li>不再主动摆放一次性牙刷、梳子和小瓶洗浴用品，浴室里换成可续装的大瓶；需要一次性用品的客人，可以随时向前台索取。</li>
<li>瓶装水换成了玻璃水瓶，每层走廊都有过滤饮水点。</li>
<li>连住的客人，床单毛巾默认按需更换：把卡片放在床上，客房服务就会换新。</li>
</ul>
<figure><img src="scene:mountain" alt="云雾笼罩的山坡上，一层层茶树排得整整齐齐"><figcaption>清晨的茶山常有薄雾，沿步道走一圈大约一个小时。</figcaption></figure>
<h2>餐桌和步道</h2>
<p>餐厅的蔬菜、笋和鸡蛋大多从龙井村和附近的农户那里收来，菜单会随季节变化，春天有笋、马兰头和用新茶做的菜。厨房的厨余交给村里的农户堆肥。</p>
<p>前台可以提供几条茶园步道的手绘地图，也有适合带狗狗走的路线。下山去<a href="https://zh.wikipedia.org/wiki/西湖">西湖</a>开车只要十五分钟，不过山路较窄，晚上九点后不太好叫车，出门前可以先跟前台确认回程。</p>
<blockquote>在茶山里住，少用一点，山就更像山。</blockquote>`,
    },
    en: {
      title: 'Greener stays at the Longjing Tea Hills Lodge: fewer throwaway items',
      summary:
        'Rooms no longer come with single-use toiletries as standard, bottled water has given way to filtered water in glass, and most of the vegetables come from the village.',
      content: `<p>The Longjing Tea Hills Lodge sits among the tea terraces and bamboo of Longjing village, and most guests come for the mountain air and a good cup of tea. From this season the lodge has changed a few everyday things, to keep stays comfortable while asking a little less of the hills around it.</p>
<h2>In the rooms</h2>
<ul>
<li>Single-use toothbrushes, combs and miniature toiletries are no longer put out as standard; the bathrooms have large refillable bottles instead, and reception will hand out single-use items to anyone who asks.</li>
<li>Bottled water has been replaced by glass carafes, with filtered water stations on every floor.</li>
<li>For longer stays, bed linen and towels are changed on request: leave the card on the bed and housekeeping will replace them.</li>
</ul>
<figure><img src="scene:mountain" alt="Neat rows of tea bushes on a misty hillside"><figcaption>Mist often lies over the tea hills in the morning; the trail loop takes about an hour.</figcaption></figure>
<h2>At the table and on the trails</h2>
<p>Most of the vegetables, bamboo shoots and eggs in the restaurant come from farmers in Longjing village and nearby, and the menu follows the seasons, with bamboo shoots, wild greens and dishes cooked with new tea in spring. Kitchen scraps go to a village farmer for compost.</p>
<p>Reception has hand-drawn maps of several trails through the tea fields, including routes that suit dogs. <a href="https://en.wikipedia.org/wiki/West_Lake">West Lake</a> is a fifteen-minute drive down the hill, but the road is narrow and taxis are hard to find after 9pm, so arrange your ride back with reception before you go.</p>
<blockquote>Living among the tea hills, the less we use, the more the hills stay as they are.</blockquote>`,
    },
  },
];

export const COMMENTS: SeedComment[] = [
  {
    article: 'guangzhou-morning-tea',
    by: 'reader-lin',
    hoursAfter: 3,
    text: '上次去陶陶居排了快一个小时。建议工作日去，七点半之前到基本不用等。',
  },
  {
    article: 'guangzhou-morning-tea',
    by: 'reader-emma',
    hoursAfter: 9,
    text: 'I had no idea about the finger tapping! Our waiter must have thought we were terribly rude. Next time.',
  },
  {
    article: 'guangzhou-morning-tea',
    by: 'reader-zhou',
    hoursAfter: 26,
    text: '补充一句：豉汁凤爪和排骨一定要点，虾饺反而要看店，有的皮做得太厚。茶位费每家不一样，坐下前可以先看一眼菜单。',
  },
  {
    article: 'guangzhou-morning-tea',
    by: 'demo',
    hoursAfter: 50,
    text: '沙面附近有没有不太用排队的茶楼？想带家里老人去，怕他们等太久。',
  },
  {
    article: 'guangzhou-morning-tea',
    by: 'reader-kenji',
    hoursAfter: 130,
    text: 'We have dim sum in Yokohama Chinatown too, but Guangzhou morning tea looks more relaxed. I want to try cheung fun.',
  },
  {
    article: 'chengdu-hotpot-and-noodles',
    by: 'reader-zhou',
    hoursAfter: 2,
    text: '毛肚七上八下没毛病，不过鸭肠我一般只烫十秒左右，再久就嚼不动了。',
  },
  {
    article: 'chengdu-hotpot-and-noodles',
    by: 'reader-emma',
    hoursAfter: 20,
    text: 'We ordered the split pot and even the "mild" side was a challenge for us. The bingfen saved the evening!',
  },
  {
    article: 'chengdu-hotpot-and-noodles',
    by: 'demo',
    hoursAfter: 41,
    text: '甜水面真的被低估了，我觉得比担担面还好吃。下次去成都还住春熙路那边。',
  },
  {
    article: 'chengdu-hotpot-and-noodles',
    by: 'reader-lin',
    hoursAfter: 75,
    text: '想问一下，文殊院附近的钟水饺周末早上人多吗？带孩子去要不要早点出门？',
  },
  {
    article: 'tokyo-depachika-and-ramen',
    by: 'reader-kenji',
    hoursAfter: 5,
    text: 'Good tips. One more: many ramen shops have a smaller size, good if you want to try two shops. And please no phone calls at the counter.',
  },
  {
    article: 'tokyo-depachika-and-ramen',
    by: 'reader-lin',
    hoursAfter: 18,
    text: '闭店前的打折便当太香了！上次在银座三越买了一盒鳗鱼饭，打完折很划算，带回酒店当夜宵。',
  },
  {
    article: 'tokyo-depachika-and-ramen',
    by: 'reader-emma',
    hoursAfter: 33,
    text: 'Tokyo Ramen Street is brilliant, but the lunchtime queues are long. We went mid-morning and walked straight in.',
  },
  {
    article: 'tokyo-depachika-and-ramen',
    by: 'reader-zhou',
    hoursAfter: 96,
    text: '不少食券机都有英文界面，有的还能切换中文，不会日语也不用慌。',
  },
  {
    article: 'sanya-members-winter-early-booking',
    by: 'demo',
    hoursAfter: 4,
    text: '正打算春节带爸妈去三亚。三十天是按入住日期算，还是按下单那天算？',
  },
  {
    article: 'sanya-members-winter-early-booking',
    by: 'reader-zhou',
    hoursAfter: 7,
    text: '楼上，文章里写了，是入住日期前至少三十天预订，从入住那天往前数。',
  },
  {
    article: 'sanya-members-winter-early-booking',
    by: 'reader-emma',
    hoursAfter: 28,
    text: 'Is the late check-out guaranteed? Our flight home is in the evening, so 2pm would be perfect.',
  },
  {
    article: 'sanya-members-winter-early-booking',
    by: 'reader-lin',
    hoursAfter: 60,
    text: '去年冬天住过亚龙湾椰林，儿童俱乐部很省心，孩子玩了一下午都不肯走。就是春节那几天房间真的难订，早订没错。',
  },
  {
    article: 'hongqiao-transit-shuttle-update',
    by: 'reader-zhou',
    hoursAfter: 6,
    text: '终于延长了！以前晚上十点多落地只能去排出租车，队伍老长。',
  },
  {
    article: 'hongqiao-transit-shuttle-update',
    by: 'reader-kenji',
    hoursAfter: 30,
    text: 'I often arrive from Tokyo late at night. Can I write my flight number in English in the booking notes?',
  },
  {
    article: 'hongqiao-transit-shuttle-update',
    by: 'demo',
    hoursAfter: 70,
    text: '前阵子住过一晚，早上六点的班车很准时，前台还给准备了打包早餐，挺贴心的。',
  },
];
