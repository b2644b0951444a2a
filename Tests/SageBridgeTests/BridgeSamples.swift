import Foundation

/// One JSON sample per Bridge wire type, with every field the schema declares set, for round trips.
///
/// Written from the Bridge REST spec's definitions and the notes (`../shared/api-notes/bridge.md` §2), not
/// recorded: there is no recorded UserSessionInfo, StudyParticipant or multi-constraint survey (see SOURCES.md).
enum BridgeSamples {
    static let rule = #"{"operator":"eq","value":"10","skipTo":"q2","type":"SurveyRule"}"#
    static let image = #"{"source":"https://example.org/a.png","width":120,"height":80.5,"type":"Image"}"#
    static let phone = #"{"number":"+12065550100","regionCode":"US","nationalFormat":"(206) 555-0100","type":"Phone"}"#
    static let option =
        #"{"label":"Yes","detail":"Agree","value":true,"exclusive":true,"image":\#(image),"type":"SurveyQuestionOption"}"#
    static let schemaReference =
        #"{"id":"schema-1","revision":3,"activityDescription":"d","minuteDuration":5,"type":"SchemaReference"}"#
    static let surveyReference = """
        {"guid":"sg","identifier":"Motivation","createdOn":"2018-08-07T22:41:52.186Z",
        "href":"https://ws.sagebridge.org/v3/surveys/sg/revisions/2018-08-07T22:41:52.186Z",
        "activityDescription":"d","minuteDuration":4,"type":"SurveyReference"}
        """
    static let taskReference =
        #"{"identifier":"tapping","activityDescription":"Tap","minuteDuration":2,"schema":\#(schemaReference),"type":"TaskReference"}"#
    static let compoundActivity = """
        {"taskIdentifier":"compound","activityDescription":"c","schemaList":[\(schemaReference)],
        "surveyList":[\(surveyReference)],"type":"CompoundActivity"}
        """
    static let activity = """
        {"guid":"ag","label":"Tapping","labelDetail":"2 minutes","activityType":"task","task":\(taskReference),
        "type":"Activity"}
        """
    static let scheduledActivity = """
        {"guid":"ag:2018-08-17T00:00:00.000","schedulePlanGuid":"pg","activity":\(activity),
        "scheduledOn":"2018-08-17T00:00:00.000-04:00","expiresOn":"2018-08-18T00:00:00.000-04:00",
        "startedOn":"2018-08-17T17:44:05.114Z","finishedOn":"2018-08-17T18:09:28.610Z","persistent":false,
        "clientData":{"answers":[1,2.5,"x",null,{"type":"NotABridgeType"}]},"status":"finished",
        "type":"ScheduledActivity"}
        """
    static let requestParams = """
        {"startTime":"2018-08-21T00:00:00.000-04:00","endTime":"2018-08-24T00:00:00.000-04:00",
        "startDate":"2018-08-21","endDate":"2018-08-24","scheduledOnStart":"2018-08-21T00:00:00.000Z",
        "scheduledOnEnd":"2018-08-24T00:00:00.000Z","offsetBy":10,"offsetKey":"k","pageSize":50,"total":2,
        "reportType":"participant","emailFilter":"a@","idFilter":"x","assignmentFilter":true,"type":"RequestParams"}
        """
    static let consentStatus = """
        {"subpopulationGuid":"app-id","name":"Default Consent Group","required":true,"consented":true,
        "signedMostRecentConsent":true,"signedOn":"2018-01-02T03:04:05.006Z","type":"ConsentStatus"}
        """
    static let consentHistory = """
        {"subpopulationGuid":"app-id","consentCreatedOn":"2017-01-01T00:00:00.000Z","name":"Pat",
        "birthdate":"1980-02-29","imageData":"iVBORw0KGgo=","imageMimeType":"image/png",
        "signedOn":"2018-01-02T03:04:05.006Z","withdrewOn":"2018-02-02T03:04:05.006Z",
        "hasSignedActiveConsent":false,"type":"UserConsentHistory"}
        """
    static let participantFields = """
        "id":"user-1","firstName":"Pat","lastName":"Doe","email":"pat@example.org","phone":\(phone),
        "externalIds":{"study-a":"ext-1"},"synapseUserId":"123","notifyByEmail":true,
        "attributes":{"can_be_recontacted":"true"},"sharingScope":"sponsors_and_partners",
        "createdOn":"2017-05-01T10:00:00.000Z","emailVerified":true,"phoneVerified":false,"status":"enabled",
        "roles":["developer"],"dataGroups":["test_user","group_b"],"clientData":{"theme":"dark","type":"prefs"},
        "languages":["en","fr"],"studyIds":["study-a"],"substudyIds":["study-a"],"orgMembership":"org","timeZone":"-07:00",
        "clientTimeZone":"America/Los_Angeles","note":"n"
        """
    static let studyParticipant = """
        {\(participantFields),"externalId":"ext-1","healthCode":"hc",
        "consentHistories":{"app-id":[\(consentHistory)]},"type":"StudyParticipant"}
        """
    static let userSessionInfo = """
        {"authenticated":true,"sessionToken":"token-1","reauthToken":"reauth-1","environment":"production",
        "dataSharing":true,"signedMostRecentConsent":true,"consented":true,"username":"pat@example.org",
        "consentStatuses":{"app-id":\(consentStatus)},\(participantFields),"type":"UserSessionInfo"}
        """

    /// Every wire type of the `BridgeObject` family, keyed by its wire name.
    static let byWireName: [String: String] = [
        "Activity": activity,
        "ActivityEvent":
            #"{"eventId":"enrollment","timestamp":"2018-01-01T00:00:00.000Z","answerValue":"a","type":"ActivityEvent"}"#,
        "AppConfig": """
        {"guid":"cg","label":"Config","createdOn":"2019-04-26T21:26:25.510Z","modifiedOn":"2019-05-01T18:23:03.197Z",
        "version":3,"deleted":false,"criteria":\(criteria),"clientData":{"a":1},
        "configElements":{"ProfileManager":{"type":"profileManager","items":[{"type":"report"}]}},
        "surveyReferences":[\(surveyReference)],"schemaReferences":[\(schemaReference)],
        "configReferences":[{"id":"el","revision":2,"type":"ConfigReference"}],
        "fileReferences":[{"guid":"fg","createdOn":"2019-01-01T00:00:00.000Z","href":"https://x/f","type":"FileReference"}],
        "assessmentReferences":[{"guid":"asg","id":"a1","sharedId":"s1","configHref":"https://x/c","type":"AssessmentReference"}],
        "type":"AppConfig"}
        """,
        "AssessmentReference":
            #"{"guid":"asg","id":"a1","sharedId":"s1","configHref":"https://x/c","type":"AssessmentReference"}"#,
        "BloodPressureConstraints":
            #"{"dataType":"bloodpressure","required":true,"unit":"cubic_centimeters","type":"BloodPressureConstraints"}"#,
        "BooleanConstraints":
            #"{"dataType":"boolean","required":false,"rules":[\#(rule)],"type":"BooleanConstraints"}"#,
        "CompoundActivity": compoundActivity,
        "ConfigReference": #"{"id":"el","revision":2,"type":"ConfigReference"}"#,
        "ConsentSignature": """
        {"name":"Pat","birthdate":"1980-02-29","imageData":"iVBORw0KGgo=","imageMimeType":"image/png",
        "scope":"all_qualified_researchers","signedOn":"2018-01-02T03:04:05.006Z","type":"ConsentSignature"}
        """,
        "ConsentStatus": consentStatus,
        "Criteria": criteria,
        "DataGroups": #"{"dataGroups":["a","b"],"type":"DataGroups"}"#,
        "DateConstraints": """
        {"dataType":"date","allowFuture":false,"allowPast":true,"earliestValue":"1900-01-01",
        "latestValue":"2030-12-31","type":"DateConstraints"}
        """,
        "DateRangeResourceList": """
        {"items":[\(report)],"requestParams":\(requestParams),"startDate":"2018-08-21","endDate":"2018-08-24",
        "total":1,"type":"DateRangeResourceList"}
        """,
        "DateTimeConstraints": """
        {"dataType":"datetime","allowFuture":true,"allowPast":false,"earliestValue":"2000-01-01T00:00:00.000Z",
        "latestValue":"2030-01-01T00:00:00.000+02:00","type":"DateTimeConstraints"}
        """,
        "DateTimeRangeResourceList": """
        {"items":[\(scheduledActivity),{"type":"Timeline","sessions":[]}],"requestParams":\(requestParams),
        "startTime":"2018-08-21T00:00:00.000-04:00","endTime":"2018-08-24T00:00:00.000-04:00","total":2,
        "type":"DateTimeRangeResourceList"}
        """,
        "DecimalConstraints":
            #"{"dataType":"decimal","minValue":0.5,"maxValue":10,"step":0.25,"unit":"kilograms","type":"DecimalConstraints"}"#,
        "DurationConstraints":
            #"{"dataType":"duration","unit":"minutes","minValue":1,"maxValue":120,"step":5,"type":"DurationConstraints"}"#,
        "FileReference":
            #"{"guid":"fg","createdOn":"2019-01-01T00:00:00.000Z","href":"https://x/f","type":"FileReference"}"#,
        "ForwardCursorPagedResourceList": """
        {"items":[\(report)],"requestParams":\(requestParams),"nextPageOffsetKey":"next","hasNext":true,
        "offsetKey":"next","pageSize":50,"startTime":"2018-08-21T00:00:00.000Z","endTime":"2018-08-24T00:00:00.000Z",
        "scheduledOnStart":"2018-08-21T00:00:00.000Z","scheduledOnEnd":"2018-08-24T00:00:00.000Z","total":1,
        "type":"ForwardCursorPagedResourceList"}
        """,
        "GuidHolder": #"{"guid":"g","type":"GuidHolder"}"#,
        "PagedResourceList": """
        {"items":[\(report)],"requestParams":\(requestParams),"total":1,"type":"PagedResourceList"}
        """,
        "HealthDataRecord": """
        {"id":"r","appVersion":"version 1.0, build 2","phoneInfo":"iPhone9,3","createdOn":"2018-01-01T00:00:00.000Z",
        "createdOnTimeZone":"-0800","data":{"score":3},"metadata":{"m":1},"userMetadata":{"u":"v"},
        "rawDataAttachmentId":"att","schemaId":"s","schemaRevision":2,"studyId":"study","uploadDate":"2018-01-01",
        "uploadId":"up","uploadedOn":"2018-01-01T00:00:01.000Z","userSharingScope":"no_sharing",
        "userExternalId":"e","userDataGroups":["g"],"userSubstudyMemberships":{"s":""},"validationErrors":"",
        "version":1,"synapseExporterStatus":"not_exported","type":"HealthDataRecord"}
        """,
        "HeightConstraints": #"{"dataType":"height","forInfant":true,"unit":"centimeters","type":"HeightConstraints"}"#,
        "IdentifierHolder": #"{"identifier":"i","type":"IdentifierHolder"}"#,
        "Image": image,
        "IntegerConstraints":
            #"{"dataType":"integer","minValue":-5,"maxValue":9007199254740991,"step":1,"unit":"years","type":"IntegerConstraints"}"#,
        "MultiValueConstraints": """
        {"dataType":"string","enumeration":[\(option),{"label":"Two","value":2,"type":"SurveyQuestionOption"}],
        "allowMultiple":true,"allowOther":false,"type":"MultiValueConstraints"}
        """,
        "OAuthAccessToken":
            #"{"vendorId":"fitbit","accessToken":"at","expiresOn":"2018-01-01T00:00:00.000Z","providerUserId":"pu","type":"OAuthAccessToken"}"#,
        "Phone": phone,
        "PostalCodeConstraints":
            #"{"dataType":"postalcode","countryCode":"us","sparseZipCodePrefixes":["036","692"],"type":"PostalCodeConstraints"}"#,
        "ReportData": report,
        "RequestParams": requestParams,
        "ResourceList":
            #"{"items":[\#(consentStatus),{"eventId":"e","type":"ActivityEvent"}],"total":2,"type":"ResourceList"}"#,
        "Schedule": """
        {"label":"Daily","scheduleType":"recurring","eventId":"enrollment","delay":"P1D","interval":"P1D",
        "expires":"PT8H","sequencePeriod":"P4W","cronTrigger":"0 0 8 ? * *","startsOn":"2018-01-01T00:00:00.000Z",
        "endsOn":"2019-01-01T00:00:00.000Z","times":["08:00:00","14:30:00.500"],"persistent":false,
        "activities":[\(activity)],"type":"Schedule"}
        """,
        "ScheduledActivity": scheduledActivity,
        "SchemaReference": schemaReference,
        "SignIn":
            #"{"study":"app-id","email":"pat@example.org","phone":\#(phone),"externalId":"e","password":"pw","reauthToken":"rt","type":"SignIn"}"#,
        "SignUp": """
        {"appId":"app-id","email":"pat@example.org","phone":\(phone),"externalId":"e","password":"pw",
        "firstName":"Pat","lastName":"Doe","attributes":{"a":"b"},"sharingScope":"no_sharing","notifyByEmail":false,
        "dataGroups":["g"],"clientData":[1,"two"],"languages":["en"],"checkForConsent":true,"type":"SignUp"}
        """,
        "StatusMessage": #"{"message":"Signed out.","type":"StatusMessage"}"#,
        "StringConstraints": """
        {"dataType":"string","minLength":1,"maxLength":255,"pattern":"^[a-z]+$","patternErrorMessage":"letters",
        "patternPlaceholder":"abc","type":"StringConstraints"}
        """,
        "StudyParticipant": studyParticipant,
        "SubscriptionStatus": #"{"topicGuid":"t","topicName":"News","subscribed":true,"type":"SubscriptionStatus"}"#,
        "Survey": survey,
        "SurveyInfoScreen": infoScreen,
        "SurveyQuestion": question,
        "SurveyQuestionOption": option,
        "SurveyReference": surveyReference,
        "SurveyRule": """
        {"operator":"any","value":null,"dataGroups":["a","b"],"skipTo":"q9","endSurvey":false,"displayIf":true,
        "displayUnless":false,"assignDataGroup":"g","type":"SurveyRule"}
        """,
        "TaskReference": taskReference,
        "TimeConstraints": #"{"dataType":"time","required":true,"type":"TimeConstraints"}"#,
        "UploadRequest": """
        {"name":"upload.zip","contentLength":1024,"contentMd5":"1B2M2Y8AsgTpgAmY7PhCfg==","contentType":"application/zip",
        "encrypted":true,"zipped":true,"metadata":{"taskRunId":"r","type":"x"},"type":"UploadRequest"}
        """,
        "UploadSession":
            #"{"id":"up","url":"https://s3.example.org/up?sig=1","expires":"2999-12-31T11:59:59.999Z","type":"UploadSession"}"#,
        "UploadValidationStatus":
            #"{"id":"up","status":"validation_failed","messageList":["bad zip"],"type":"UploadValidationStatus"}"#,
        "UserConsentHistory": consentHistory,
        "UserProfile": #"{"email":"pat@example.org","firstName":"Pat","lastName":"Doe","type":"UserProfile"}"#,
        "UserSessionInfo": userSessionInfo,
        "WeightConstraints": #"{"dataType":"weight","forInfant":false,"unit":"pounds","type":"WeightConstraints"}"#,
        "Withdrawal": #"{"reason":"Moving away","type":"Withdrawal"}"#,
        "YearConstraints":
            #"{"dataType":"year","allowFuture":false,"allowPast":true,"earliestValue":"1900","latestValue":"2030","type":"YearConstraints"}"#,
        "YearMonthConstraints":
            #"{"dataType":"yearmonth","allowFuture":false,"allowPast":true,"earliestValue":"1900-01","latestValue":"2030-12","type":"YearMonthConstraints"}"#,
    ]

    static let criteria = """
        {"language":"en","allOfGroups":["a"],"noneOfGroups":["b"],"allOfStudyIds":["s"],"noneOfStudyIds":["t"],
        "minAppVersions":{"iPhone OS":3},"maxAppVersions":{"Android":10},"type":"Criteria"}
        """
    static let report = """
        {"date":"2018-08-21","localDate":"2018-08-21","data":{"steps":1200,"type":"free"},"studyIds":["s"],"type":"ReportData"}
        """
    static let question = """
        {"guid":"qg","identifier":"q1","title":"Q","prompt":"How many?","promptDetail":"d","uiHint":"numberfield",
        "constraints":{"dataType":"integer","minValue":0,"maxValue":10,"type":"IntegerConstraints"},
        "beforeRules":[\(rule)],"afterRules":[{"operator":"de","endSurvey":true,"type":"SurveyRule"}],
        "type":"SurveyQuestion"}
        """
    static let infoScreen = """
        {"guid":"ig","identifier":"intro","title":"Welcome","prompt":"Hello","promptDetail":"d","image":\(image),
        "beforeRules":[],"afterRules":[],"type":"SurveyInfoScreen"}
        """
    static let survey = """
        {"guid":"sg","createdOn":"2018-08-07T22:41:52.186Z","modifiedOn":"2018-08-08T00:00:00.000Z","name":"Mot",
        "identifier":"Motivation","version":4,"published":true,"deleted":false,"schemaRevision":2,"moduleId":"m",
        "moduleVersion":1,"copyrightNotice":"c","minuteDuration":5,"elements":[\(infoScreen),\(question)],
        "type":"Survey"}
        """
}
